import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM script without type declarations
import { LINT_STEPS, runLintStep } from './lint.mjs';

/**
 * `npm run lint` also checks the format (Prettier) and unused exports (knip). These cases run
 * those steps, with the repository's own configuration files, on a small copy of the workspace
 * layout in a temporary directory, and show that each one fails on what it is there to catch.
 */
type Step = { name: string; bin: string; args: string[] };
const steps = LINT_STEPS as Step[];
const runStep = runLintStep as (step: Step, options: { cwd: string }) => { ok: boolean; output: string };

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const prettierStep = steps.find((step) => step.bin === 'prettier')!;
const coreExportsStep = steps.find((step) => step.args.includes('packages/core'))!;

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

const fixtureFiles: Record<string, string> = {
  'package.json': json({
    name: 'lint-fixture',
    private: true,
    type: 'module',
    workspaces: ['packages/core', 'apps/api', 'apps/web'],
  }),
  'packages/core/package.json': json({
    name: '@dars/core',
    private: true,
    type: 'module',
    exports: { './rules': './src/rules/index.ts' },
  }),
  'packages/core/src/rules/index.ts': "export * from './price.ts';\n",
  'packages/core/src/rules/price.ts':
    'export function isFree(price: number): boolean {\n  return price === 0;\n}\n',
  'apps/api/package.json': json({
    name: '@dars/api',
    private: true,
    type: 'module',
    scripts: { start: 'node src/main.ts' },
    dependencies: { '@dars/core': '*' },
  }),
  'apps/api/src/main.ts': "import { isFree } from '@dars/core/rules';\n\nconsole.log(isFree(0));\n",
  'apps/web/package.json': json({
    name: '@dars/web',
    private: true,
    type: 'module',
    scripts: { start: 'node src/main.ts' },
    dependencies: { '@dars/core': '*' },
  }),
  'apps/web/src/main.ts': "console.log('web');\n",
};

const fixtures: string[] = [];

function makeFixture(extra: Record<string, string> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-lint-'));
  fixtures.push(dir);
  for (const config of ['knip.jsonc', '.prettierrc.json', '.prettierignore']) {
    fs.copyFileSync(path.join(repoRoot, config), path.join(dir, config));
  }
  for (const [file, content] of Object.entries({ ...fixtureFiles, ...extra })) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  // what `npm install` does for a workspace package
  fs.mkdirSync(path.join(dir, 'node_modules/@dars'), { recursive: true });
  fs.symlinkSync(path.join(dir, 'packages/core'), path.join(dir, 'node_modules/@dars/core'), 'dir');
  return dir;
}

afterEach(() => {
  for (const dir of fixtures.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('format check', () => {
  it('passes on formatted files', () => {
    const result = runStep(prettierStep, { cwd: makeFixture() });
    expect(result.output).not.toMatch(/warn/);
    expect(result.ok).toBe(true);
  });

  it('fails on an off-format file and names it', () => {
    const dir = makeFixture({ 'packages/core/src/rules/crowded.ts': 'export const a = {b:1,c:"two"}\n' });
    const result = runStep(prettierStep, { cwd: dir });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('crowded.ts');
  });
});

describe('unused exports of packages/core', () => {
  it('pass when an app imports every export', () => {
    const result = runStep(coreExportsStep, { cwd: makeFixture() });
    expect(result.output).toBe('');
    expect(result.ok).toBe(true);
  });

  it('fail on an export no app imports', () => {
    const dir = makeFixture({
      'packages/core/src/rules/price.ts': `${fixtureFiles['packages/core/src/rules/price.ts']}\nexport const PRICE_STEP = 5;\n`,
    });
    const result = runStep(coreExportsStep, { cwd: dir });
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/PRICE_STEP\s+packages\/core\/src\/rules\/price\.ts/);
  });

  it("fail on an export only core's own test calls", () => {
    const dir = makeFixture({
      'packages/core/src/rules/price.ts': `${fixtureFiles['packages/core/src/rules/price.ts']}\nexport function isPaid(price: number): boolean {\n  return price > 0;\n}\n`,
      'packages/core/src/rules/price.test.ts':
        "import { isPaid } from './price.ts';\n\nconsole.log(isPaid(1));\n",
    });
    const result = runStep(coreExportsStep, { cwd: dir });
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/isPaid/);
  });
});
