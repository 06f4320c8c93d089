import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A web feature is small components and hooks (docs/ARCHITECTURE.md): a file over this many lines
 * is a page doing several components' work and is split before it grows further.
 */
const MAX_LINES = 250;
const featuresDir = fileURLToPath(new URL('../apps/web/src/features', import.meta.url));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe(`every file under apps/web/src/features has at most ${MAX_LINES} lines`, () => {
  const files = sourceFiles(featuresDir);

  it('finds the features', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it.each(files.map((file) => [path.relative(featuresDir, file), file]))('%s', (_name, file) => {
    const lines = fs.readFileSync(file, 'utf8').split('\n').length;
    expect(lines).toBeLessThanOrEqual(MAX_LINES);
  });
});
