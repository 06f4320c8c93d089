import { useState } from 'react';
import type { ConsoleTestimonial } from '@dars/core/contract';
import { SaveStatus, useConsoleRole } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { useReorderTestimonials, useUpdateTestimonial } from '../api/site-content.ts';
import { draftOf, TestimonialDialog } from './TestimonialDialog.tsx';

/** The testimonials in home-page order: add, edit, hide or show, move up or down. */
export function Testimonials({ items }: { items: ConsoleTestimonial[] }) {
  const t = useT();
  const { canEdit } = useConsoleRole();
  const update = useUpdateTestimonial();
  const reorder = useReorderTestimonials();
  const [editing, setEditing] = useState<ConsoleTestimonial | 'new' | null>(null);
  const [lastRow, setLastRow] = useState<number | null>(null);
  const rowState = lastRow === null ? null : update.isIdle ? reorder : update;

  const move = (index: number, offset: -1 | 1) => {
    const ids = items.map((item) => item.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + offset, 0, id!);
    update.reset();
    setLastRow(id!);
    reorder.mutate(ids);
  };
  const toggle = (item: ConsoleTestimonial) => {
    reorder.reset();
    setLastRow(item.id);
    update.mutate({ id: item.id, ...draftOf(item), hidden: !item.hidden, version: item.version });
  };

  return (
    <section className="mt-6">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-bold">{t('teacher.home.testimonials')}</h2>
        {canEdit && <Button onClick={() => setEditing('new')}>{t('teacher.home.addTestimonial')}</Button>}
      </div>
      {items.length === 0 ? (
        <EmptyState title={t('teacher.home.noTestimonials')} />
      ) : (
        <ol className="space-y-3">
          {items.map((item, index) => (
            <li
              key={item.id}
              data-testid="testimonial"
              className={`rounded-2xl bg-white p-4 shadow-sm ${item.hidden ? 'opacity-70' : ''}`}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="min-w-0 font-semibold break-words">
                  {item.author} <span className="text-sm font-normal text-gray-600">{item.caption}</span>
                </p>
                <p className="text-amber-700" aria-label={`${item.rating}/5`}>
                  {'★'.repeat(item.rating)}
                </p>
              </div>
              <p className="mt-1 break-words text-gray-800">{item.text}</p>
              {item.hidden && (
                <p className="mt-1 text-sm font-semibold text-gray-700">{t('teacher.home.hidden')}</p>
              )}
              {canEdit && (
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => toggle(item)}
                    aria-label={t(item.hidden ? 'teacher.home.showNamed' : 'teacher.home.hideNamed', {
                      name: item.author,
                    })}
                  >
                    {t(item.hidden ? 'teacher.home.show' : 'teacher.home.hide')}
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setEditing(item)}
                    aria-label={t('teacher.home.editNamed', { name: item.author })}
                  >
                    {t('teacher.edit')}
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={t('teacher.home.moveUp', { name: item.author })}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={index === items.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={t('teacher.home.moveDown', { name: item.author })}
                  >
                    ↓
                  </Button>
                  {rowState && lastRow === item.id && (
                    <SaveStatus state={rowState} success={t('teacher.home.saved')} />
                  )}
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {editing && <TestimonialDialog editing={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
