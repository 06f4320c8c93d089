import { useMutation } from '@tanstack/react-query';
import { SaveStatus } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { downloadBank, downloadBankPictures } from '../api/bank.ts';

type ExportKind = 'csv' | 'xlsx' | 'pictures';

const LABELS = {
  csv: 'teacher.exams.export.csv',
  xlsx: 'teacher.exams.export.xlsx',
  pictures: 'teacher.exams.export.pictures',
} as const;

/** Downloads the bank as CSV or Excel in the import's columns, and its pictures as the ZIP the import takes beside it. */
export function BankExport({ courseId }: { courseId: string }) {
  const t = useT();
  const download = useMutation({
    mutationFn: (kind: ExportKind) =>
      kind === 'pictures' ? downloadBankPictures(courseId) : downloadBank(courseId, kind),
  });
  return (
    <>
      {(Object.keys(LABELS) as ExportKind[]).map((kind) => (
        <Button
          key={kind}
          variant="outline"
          onClick={() => download.mutate(kind)}
          loading={download.isPending && download.variables === kind}
        >
          {t(LABELS[kind])}
        </Button>
      ))}
      {download.isError && (
        <SaveStatus state={download} success={null} fallback="teacher.exams.export.failed" />
      )}
    </>
  );
}
