import { useState } from 'react';
import type { Testimonial } from '@dars/core/contract';
import { TESTIMONIAL_ROTATION_MS } from '@dars/core/rules';
import { useTenantProfile } from '../../../shared/api/tenant-profile.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { useRotation } from '../hooks/use-rotation.ts';

export default function TestimonialsSection() {
  const profile = useTenantProfile();
  return <Testimonials testimonials={profile.data?.testimonials ?? []} />;
}

export function Testimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const t = useT();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [index, setIndex] = useRotation(
    testimonials.length,
    TESTIMONIAL_ROTATION_MS,
    hovered || focused || stopped,
  );
  const current = testimonials[index];
  if (!current) return null;

  return (
    <section aria-labelledby="testimonials-title">
      <div
        className="mx-auto max-w-3xl px-4 py-16 text-center"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        <h2 id="testimonials-title" className="text-3xl font-bold text-gray-900">
          {t('marketing.testimonials.title')}
        </h2>
        <figure
          aria-live="polite"
          aria-atomic="true"
          className="mt-8 min-h-48 rounded-2xl bg-white p-6 shadow-sm"
          data-testid="testimonial"
        >
          <p
            className="text-amber-700"
            // a label needs a role on a <p> (aria-prohibited-attr): the stars are one image
            role="img"
            aria-label={t('home.testimonials.rating', { rating: current.rating })}
          >
            <span aria-hidden="true">{'★'.repeat(Math.round(current.rating))}</span>
          </p>
          <blockquote dir="auto" className="mt-3 text-lg text-gray-800">
            “{current.text}”
          </blockquote>
          <figcaption dir="auto" className="mt-4">
            <span className="font-bold text-gray-900">{current.author}</span>
            <span className="block text-sm text-gray-700">{current.caption}</span>
          </figcaption>
        </figure>
        <div className="mt-6 flex items-center justify-center gap-3">
          <button
            type="button"
            onClick={() => setStopped((value) => !value)}
            aria-pressed={stopped}
            className="rounded-lg border border-gray-400 bg-white px-3 py-1.5 text-sm font-semibold text-gray-800 hover:bg-gray-100"
          >
            {stopped ? t('home.testimonials.play') : t('home.testimonials.pause')}
          </button>
          <div className="flex gap-2">
            {testimonials.map((item, i) => (
              <button
                key={item.author + i}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('home.testimonials.show', { number: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                className={`size-6 rounded-full border-4 border-white ${i === index ? 'bg-secondary' : 'bg-gray-400'}`}
              />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
