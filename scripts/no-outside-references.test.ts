import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Comments, test titles and docs cite files in this repository (product rules:
 * docs/product-rules.md), never a document, work session, issue or machine outside it: a reader
 * of the code has only the repository.
 */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Folders (and root files) the guard reads. */
const GUARDED_PATHS = [
  'apps',
  'packages',
  'e2e',
  'scripts',
  'docs',
  'README.md',
  'eslint.config.js',
  'knip.jsonc',
  'vitest.config.ts',
  '.ci',
];

/** What is refused, how it is recognised, and a line it must catch. */
const OUTSIDE_REFERENCES: [string, RegExp, string][] = [
  ['a section of an outside spec', /\bspec\s*§|§\s*\d|\bspec(?:'s)?\s+sections?\s+\d/i, 'see spec §4'],
  ['an outside spec', /\bthe spec\b|\bspec's\b/i, "in the spec's order"],
  ['the shared spec folder', /shared\/spec|platform-spec|backend-facts/i, 'as backend-facts.md says'],
  ['an issue number', /\bissues?\s*#?\d+/i, 'as issue 5 asks'],
  ['a part of the work', /\bpart\s?[0-9]\b|\(part [0-9n]\)/i, 'e2e/specs/part2-helpers.ts'],
  ['a work session', /\bwork(?:ing)? session\b|\bsession\s+#?\d+\b/i, 'written in work session 3'],
  ['a build machine path', /(?<![\w.])\/(?:work|tmp)\//, "readFileSync('/work/shared/x.md')"],
];

const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  '.artifacts',
  'coverage',
  'test-results',
  'playwright-report',
]);
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|jsonc?|md|css|html|ya?ml|sh)$|^run$/;
const thisFile = fileURLToPath(import.meta.url);

function* filesUnder(target: string): Generator<string> {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    if (TEXT_FILE.test(path.basename(target)) && target !== thisFile) yield target;
    return;
  }
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIPPED_DIRS.has(entry.name)) continue;
    yield* filesUnder(path.join(target, entry.name));
  }
}

function findReferences(): string[] {
  const found: string[] = [];
  for (const guarded of GUARDED_PATHS) {
    for (const file of filesUnder(path.join(repoRoot, guarded))) {
      const relative = path.relative(repoRoot, file);
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        for (const [what, pattern] of OUTSIDE_REFERENCES) {
          if (pattern.test(line) || pattern.test(relative)) {
            found.push(`${relative}:${index + 1} names ${what}: ${line.trim()}`);
          }
        }
      });
    }
  }
  return [...new Set(found)];
}

describe('no references outside the repository', () => {
  it.each(OUTSIDE_REFERENCES)('the pattern for %s catches its example', (_what, pattern, example) => {
    expect(pattern.test(example)).toBe(true);
  });

  it(`${GUARDED_PATHS.join(', ')} cite only the repository`, () => {
    expect(findReferences()).toEqual([]);
  });
});
