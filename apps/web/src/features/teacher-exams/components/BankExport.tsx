import { useMutation } from '@tanstack/react-query';
import { SaveStatus } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { downloadBank } from '../api/bank.ts';

/** Downloads the bank as CSV or Excel, in the import's columns. */
export function BankExport({ courseId }: { courseId: string }) {
  const t = useT();
  const download = useMutation({ mutationFn: (format: 'csv' | 'xlsx') => downloadBank(courseId, format) });
  return (
    <>
      <Button
        variant="outline"
        onClick={() => download.mutate('csv')}
        loading={download.isPending && download.variables === 'csv'}
      >
        {t('teacher.exams.export.csv')}
      </Button>
      <Button
        variant="outline"
        onClick={() => download.mutate('xlsx')}
        loading={download.isPending && download.variables === 'xlsx'}
      >
        {t('teacher.exams.export.xlsx')}
      </Button>
      {download.isError && (
        <SaveStatus state={download} success={null} fallback="teacher.exams.export.failed" />
      )}
    </>
  );
}
