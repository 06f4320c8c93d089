import type { ExamResults } from '@dars/core/contract';
import { useT } from '../../../shared/i18n/index.ts';

/** Submitted attempts per band of ten points, as bars (each band also in words). */
export function ScoreDistribution({ results }: { results: ExamResults }) {
  const t = useT();
  const most = Math.max(1, ...results.distribution);
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm" aria-labelledby="distribution-title">
      <h2 id="distribution-title" className="text-lg font-bold">
        {t('teacher.exams.results.distribution')}
      </h2>
      <p className="text-gray-700">
        {t('teacher.exams.results.attempts', { count: results.attempts })}
        {results.medianScore !== null &&
          ` · ${t('teacher.exams.results.median', { score: results.medianScore })}`}
      </p>
      <ol className="mt-3 flex h-40 items-end gap-1" data-testid="distribution">
        {results.distribution.map((count, band) => {
          const from = band * 10;
          const label = t('teacher.exams.results.band', {
            from,
            to: band === 9 ? 100 : from + 9,
            attempts: count,
          });
          return (
            <li
              key={band}
              className="flex h-full flex-1 flex-col justify-end"
              aria-label={label}
              title={label}
            >
              <span className="text-center text-xs font-semibold">{count || ''}</span>
              <span
                className="block rounded-t bg-primary-700"
                style={{ blockSize: `${(count / most) * 100}%`, minBlockSize: count ? '4px' : 0 }}
              />
              <span className="text-center text-[10px] text-gray-600" dir="ltr">
                {from}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
