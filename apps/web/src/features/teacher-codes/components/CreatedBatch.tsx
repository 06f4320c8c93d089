import type { EndpointResponse } from '@dars/core/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { FormMessage } from '../../../shared/ui/fields.tsx';
import { useCodeCards } from '../api/codes.ts';
import { saveBlob } from '../../../shared/api/download.ts';
import { base64Blob } from '../files.ts';

export type CreatedBatch = NonNullable<EndpointResponse<'teacherCreateCodeBatch'>['data']>;

/**
 * The codes just created, held only in this screen's memory: CSV (made here) and printable cards
 * (rendered by the server from the codes sent back). Once closed, nobody can show them again.
 */
export function CreatedBatchPanel({ created, onDone }: { created: CreatedBatch; onDone(): void }) {
  const t = useT();
  const { batch, codes } = created;
  const cards = useCodeCards();
  const busy = cards.isPending;
  const failed = cards.isError;

  function downloadCards() {
    cards.mutate(
      { batchId: batch.id, codes },
      { onSuccess: (file) => saveBlob(file.fileName, base64Blob(file.base64, file.contentType)) },
    );
  }

  return (
    <section
      aria-labelledby="codes-created"
      className="rounded-2xl border-2 border-amber-300 bg-amber-50 p-4 shadow-sm"
    >
      <h2 id="codes-created" className="text-lg font-bold text-gray-900">
        {t('teacher.codes.created.title', { count: codes.length })}
      </h2>
      <p className="mt-1 text-gray-700">
        <bdi>{batch.label ?? t('teacher.codes.batches.noLabel')}</bdi> — <bdi>{batch.targetName}</bdi>
      </p>
      <p className="mt-2 font-semibold text-amber-900">{t('teacher.codes.created.once')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          onClick={() =>
            saveBlob(`codes-${batch.id}.csv`, new Blob([created.csv], { type: 'text/csv;charset=utf-8' }))
          }
        >
          {t('teacher.codes.created.csv')}
        </Button>
        <Button variant="secondary" loading={busy} onClick={downloadCards}>
          {busy ? t('teacher.codes.created.pdfBusy') : t('teacher.codes.created.pdf')}
        </Button>
        <Button variant="outline" onClick={onDone}>
          {t('teacher.codes.created.done')}
        </Button>
      </div>
      {failed && (
        <div className="mt-3">
          <FormMessage kind="error">{t('teacher.codes.created.pdfFailed')}</FormMessage>
        </div>
      )}
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold text-primary-700">
          {t('teacher.codes.created.list')}
        </summary>
        <ol
          dir="ltr"
          className="mt-2 grid max-h-64 grid-cols-2 gap-1 overflow-auto font-mono text-sm sm:grid-cols-4"
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
      </details>
    </section>
  );
}
