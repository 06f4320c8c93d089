import { SaveStatus } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { useDownloadExport } from '../api/students.ts';

/** The students' progress and quiz results as CSV or XLSX. */
export function ExportButtons() {
  const t = useT();
  const download = useDownloadExport();
  return (
    <span className="ms-auto flex flex-wrap items-center gap-2">
      <span className="text-sm text-gray-600">{t('teacher.students.export')}:</span>
      {(['progress', 'quizzes'] as const).map((kind) =>
        (['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={`${kind}-${format}`}
            size="sm"
            variant="ghost"
            loading={download.isPending}
            onClick={() => download.mutate({ kind, format })}
          >
            {t(`teacher.students.export.${kind}`)} ({format.toUpperCase()})
          </Button>
        )),
      )}
      {download.isError && (
        <SaveStatus state={download} success={null} fallback="teacher.students.export.failed" />
      )}
    </span>
  );
}
