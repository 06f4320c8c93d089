import { useState, type FormEvent } from 'react';
import { QueryState } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { TextField } from '../../../shared/ui/fields.tsx';
import { useTraceWatermark } from '../api/videos.ts';
import { GrantViewsDialog, type GrantTarget } from './GrantViewsDialog.tsx';
import { TracedStudent } from './TracedStudent.tsx';

/**
 * Leak tracing: the code read off a leaked video (as typed: any case, with or without its dash)
 * turns into the student it names, their devices and their views; staff may give extra views
 * from a view's row.
 */
export function WatermarkLookup() {
  const t = useT();
  const [draft, setDraft] = useState('');
  const [code, setCode] = useState('');
  const [granting, setGranting] = useState<GrantTarget | null>(null);
  const traced = useTraceWatermark(code);

  function submit(event: FormEvent) {
    event.preventDefault();
    setCode(draft.trim());
  }

  return (
    <section aria-labelledby="trace-title" className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="trace-title" className="text-lg font-bold text-gray-900">
        {t('teacherVideos.trace.title')}
      </h2>
      <p className="mt-1 mb-3 text-sm text-gray-600">{t('teacherVideos.trace.hint')}</p>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3" role="search">
        <div className="min-w-0 flex-1 basis-48">
          <TextField
            label={t('teacherVideos.trace.code')}
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={!draft.trim()}>
          {t('teacherVideos.trace.search')}
        </Button>
      </form>
      {code && (
        <div className="mt-4">
          <QueryState
            query={traced}
            isEmpty={(data) => data.length === 0}
            empty={<EmptyState title={t('teacherVideos.trace.none')} />}
          >
            {(found) => (
              <div className="space-y-4">
                {found.map((match) => (
                  <TracedStudent key={match.student.id} traced={match} onGrant={setGranting} />
                ))}
              </div>
            )}
          </QueryState>
        </div>
      )}
      <GrantViewsDialog target={granting} onClose={() => setGranting(null)} />
    </section>
  );
}
