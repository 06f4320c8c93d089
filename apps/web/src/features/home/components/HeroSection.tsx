import type { TenantProfile } from '@dars/core/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { scrollToSection } from '../../../shared/ui/scroll.ts';

const HERO_IMAGE = '/images/hero.svg';

export function HeroSection({ profile }: { profile: TenantProfile | undefined }) {
  const t = useT();
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-primary-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 md:grid-cols-2 md:py-20">
        {/* The teacher's name and bio arrive after the first paint: their lines are reserved. */}
        <div className="text-start">
          <p className="font-semibold text-secondary">{t('home.hero.kicker')}</p>
          <h1
            id="hero-title"
            className="mt-2 min-h-[2lh] text-3xl leading-tight font-bold text-gray-900 md:text-5xl"
          >
            {profile ? t('home.hero.title', { teacher: profile.teacherName }) : t('home.hero.titleFallback')}
          </h1>
          <p dir="auto" className="mt-3 min-h-7 text-lg font-semibold text-primary-800">
            {profile?.specialization}
          </p>
          <p dir="auto" className="mt-3 min-h-[4lh] text-gray-700 md:min-h-[3lh]">
            {profile?.bio}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button size="lg" onClick={() => scrollToSection('courses')}>
              {t('marketing.hero.browsePackages')}
            </Button>
            <Button size="lg" variant="outline" onClick={() => scrollToSection('books')}>
              {t('marketing.hero.browseBooks')}
            </Button>
          </div>
        </div>
        <div className="flex justify-center">
          {/* Explicit width/height reserve the box before the image loads (no layout shift). */}
          <img
            src={HERO_IMAGE}
            alt=""
            width={480}
            height={400}
            fetchPriority="high"
            className="h-auto w-full max-w-md rounded-3xl bg-primary-100 object-cover"
          />
        </div>
      </div>
    </section>
  );
}
