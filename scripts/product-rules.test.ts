import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/product-rules.md is what comments cite for a rule; each rule names the code that enforces
 * it. A file that moves without the page following would send a reader nowhere.
 */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const page = fs.readFileSync(path.join(repoRoot, 'docs/product-rules.md'), 'utf8');
const citedPaths = [...page.matchAll(/`((?:packages|apps|docs|scripts|e2e)\/[^`\s]+)`/g)].map((m) => m[1]!);

describe('docs/product-rules.md', () => {
  it('cites code', () => {
    expect(citedPaths.length).toBeGreaterThan(20);
  });

  it.each([...new Set(citedPaths)].map((cited) => [cited]))('%s exists', (cited) => {
    expect(fs.existsSync(path.join(repoRoot, cited))).toBe(true);
  });

  it.each([['README.md'], ['docs/ARCHITECTURE.md']])('is linked from %s', (file) => {
    expect(fs.readFileSync(path.join(repoRoot, file), 'utf8')).toContain('docs/product-rules.md');
  });
});
