import type { CodeBatch } from '@dars/core/contract';

function cell(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The batch's codes as CSV (UTF-8 with a byte-order mark so spreadsheet programs read the Arabic
 * names): one code a line, with what it opens.
 */
export function codesCsv(batch: CodeBatch, codes: readonly string[]): string {
  const header = ['code', 'kind', 'target', 'course', 'label', 'expiresAt'];
  const lines = codes.map((code) =>
    [code, batch.kind, batch.targetName, batch.courseName, batch.label ?? '', batch.expiresAt ?? '']
      .map(cell)
      .join(','),
  );
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

/** Saves a file the browser holds (the codes never travel again to be downloaded). */
export function saveFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function base64Blob(base64: string, type: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type });
}
