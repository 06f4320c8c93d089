import type { CodeBatch } from '@dars/core/contract';
import { csvText } from '../../files/index.ts';

/** A new batch's codes as the console's CSV file: one code a line, with what it opens. */
export function codeBatchCsv(batch: CodeBatch, codes: readonly string[]): string {
  return csvText([
    ['code', 'kind', 'target', 'course', 'label', 'expiresAt'],
    ...codes.map((code) => [
      code,
      batch.kind,
      batch.targetName,
      batch.courseName,
      batch.label ?? '',
      batch.expiresAt ?? '',
    ]),
  ]);
}
