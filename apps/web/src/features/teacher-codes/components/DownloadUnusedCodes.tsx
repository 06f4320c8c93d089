import type { CodeBatch } from '@dars/core/contract';
import { SaveStatus } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { useDownloadUnusedCodes } from '../api/codes.ts';

const FORMATS = ['csv', 'xlsx'] as const;

/**
 * The teacher's download of a batch's still-unused codes again (a centre lost its copy), as CSV or
 * XLSX; a failure (a batch made before the site kept copies) shows beside the buttons.
 */
export function DownloadUnusedCodes({ batch }: { batch: CodeBatch }) {
  const t = useT();
  const download = useDownloadUnusedCodes();
  return (
    <>
      {FORMATS.map((format) => (
        <Button
          key={format}
          variant="ghost"
          size="sm"
          loading={download.isPending && download.variables.format === format}
          disabled={download.isPending}
          onClick={() => download.mutate({ batchId: batch.id, format })}
        >
          {t('teacher.codes.download.button', { format: format.toUpperCase() })}
        </Button>
      ))}
      {download.isError && (
        <SaveStatus state={download} success={null} fallback="teacher.codes.download.failed" />
      )}
    </>
  );
}
