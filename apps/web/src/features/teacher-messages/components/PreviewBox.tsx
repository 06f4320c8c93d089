import type { AnnouncePreview } from '@dars/core/contract';
import { useT } from '../../../shared/i18n/index.ts';

/** What an announcement would do: the counts, quiet hours, and one message as it would be sent. */
export function PreviewBox({ preview }: { preview: AnnouncePreview }) {
  const t = useT();
  return (
    <section
      aria-labelledby="announce-preview"
      data-testid="announce-preview"
      className="rounded-xl border border-primary-200 bg-primary-50 p-4 text-primary-950"
    >
      <h3 id="announce-preview" className="mb-2 font-bold">
        {t('teacherMessages.announce.previewTitle')}
      </h3>
      <ul className="grid gap-1 text-sm sm:grid-cols-2">
        <li>{t('teacherMessages.announce.students', { count: preview.students })}</li>
        <li className="font-semibold">
          {t('teacherMessages.announce.recipients', { count: preview.recipients })}
        </li>
        <li>{t('teacherMessages.announce.optedOut', { count: preview.optedOut })}</li>
        <li>{t('teacherMessages.announce.withoutPhone', { count: preview.withoutPhone })}</li>
      </ul>
      {preview.heldUntilMorning && (
        <p className="mt-2 text-sm font-semibold text-amber-900">{t('teacherMessages.announce.held')}</p>
      )}
      {preview.sample && (
        <figure className="mt-3">
          <figcaption className="text-sm font-semibold">{t('teacherMessages.announce.sample')}</figcaption>
          <p className="mt-1 rounded-lg bg-white p-3 text-sm break-words whitespace-pre-line text-gray-900">
            {preview.sample}
          </p>
        </figure>
      )}
    </section>
  );
}
