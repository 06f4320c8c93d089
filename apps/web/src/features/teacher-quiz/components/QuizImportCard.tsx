import { useState } from 'react';
import { SaveStatus } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { downloadTemplate, importRowsOf, problemText } from '../quiz-draft.ts';
import type { useImportQuiz } from '../api/quiz.ts';

/** Replaces the questions from a spreadsheet; refused rows are listed beside the button. */
export function QuizImportCard({
  importer,
  dirty,
  busy,
  onImport,
}: {
  importer: ReturnType<typeof useImportQuiz>;
  dirty: boolean;
  busy: boolean;
  onImport(file: File): void;
}) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const rows = importer.isError ? importRowsOf(importer.error) : [];
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 className="text-lg font-bold">{t('teacher.quiz.import')}</h2>
      <p className="mb-3 text-gray-600">{t('teacher.quiz.importHint')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid min-w-0 gap-1">
          <span className="font-semibold text-gray-800">{t('teacher.quiz.importFile')}</span>
          <input
            type="file"
            className="max-w-full"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <Button
          onClick={() => file && onImport(file)}
          loading={importer.isPending}
          disabled={!file || dirty || busy}
        >
          {t('teacher.quiz.importButton')}
        </Button>
        <Button variant="outline" onClick={() => void downloadTemplate()}>
          {t('teacher.quiz.template')}
        </Button>
      </div>
      <div className="mt-2">
        <SaveStatus
          state={importer}
          fallback="teacher.quiz.importFailed"
          success={importer.data && t('teacher.quiz.imported', { count: importer.data.imported })}
        />
      </div>
      {rows.length > 0 && (
        <div className="mt-2 rounded-xl bg-red-50 p-3 text-red-900" data-testid="import-errors">
          <p className="font-semibold">{t('teacher.quiz.importRows')}</p>
          <ul className="mt-1 list-disc ps-5">
            {rows.map((row) => (
              <li key={row.row}>
                {t('teacher.quiz.importRow', { row: row.row })}{' '}
                {row.problems.map((p) => t(problemText(p))).join('، ')}
              </li>
            ))}
          </ul>
        </div>
      )}
      {dirty && <p className="mt-2 text-sm text-amber-800">{t('teacher.quiz.importSaveFirst')}</p>}
    </div>
  );
}
