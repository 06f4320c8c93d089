import { useState } from 'react';
import { SaveStatus } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { importRowsOf } from '../../../shared/api/import-rows.ts';
import { useImportBank } from '../api/bank.ts';

const SHEET_TYPES = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Imports questions from a sheet with a ZIP of its pictures; a refused sheet lists every bad row. */
export function BankImportCard({ courseId }: { courseId: string }) {
  const t = useT();
  const importer = useImportBank(courseId);
  const [sheet, setSheet] = useState<File | null>(null);
  const [images, setImages] = useState<File | null>(null);
  const rows = importer.isError ? importRowsOf(importer.error) : [];
  return (
    <details className="rounded-2xl bg-white p-4 shadow-sm">
      <summary className="cursor-pointer text-lg font-bold">{t('teacher.exams.import.title')}</summary>
      <p className="my-3 text-gray-600">{t('teacher.exams.import.hint')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid min-w-0 gap-1">
          <span className="font-semibold text-gray-800">{t('teacher.exams.import.sheet')}</span>
          <input
            type="file"
            accept={SHEET_TYPES}
            onChange={(event) => setSheet(event.target.files?.[0] ?? null)}
          />
        </label>
        <label className="grid min-w-0 gap-1">
          <span className="font-semibold text-gray-800">{t('teacher.exams.import.zip')}</span>
          <input
            type="file"
            accept=".zip,application/zip"
            onChange={(event) => setImages(event.target.files?.[0] ?? null)}
          />
        </label>
        <Button
          onClick={() => sheet && importer.mutate({ sheet, images })}
          loading={importer.isPending}
          disabled={!sheet}
        >
          {t('teacher.exams.import.button')}
        </Button>
      </div>
      <div className="mt-2">
        <SaveStatus
          state={importer}
          fallback="teacher.exams.import.failed"
          success={importer.data && t('teacher.exams.import.done', { count: importer.data.imported })}
        />
      </div>
      {rows.length > 0 && (
        <div className="mt-2 rounded-xl bg-red-50 p-3 text-red-900" data-testid="import-errors">
          <p className="font-semibold">{t('teacher.exams.import.rows')}</p>
          <ul className="mt-1 list-disc ps-5">
            {rows.map((row) => (
              <li key={row.row}>
                {t('teacher.exams.import.row', { row: row.row })}{' '}
                <span dir="auto">{row.problems.join('؛ ')}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </details>
  );
}
