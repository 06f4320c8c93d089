import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

/**
 * The architecture boundaries are lint rules; these cases prove `npm run lint` fails when one
 * is crossed (and passes for the allowed direction), using the repository's own eslint.config.js.
 */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${filePath}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    [
      'web imports the api by path',
      'apps/web/src/bad.ts',
      "import { AppError } from '../../api/src/errors.ts';\nexport const e = AppError;\n",
      /must not import the API/,
    ],
    [
      'api imports the web app by path',
      'apps/api/src/bad.ts',
      "import x from '../../web/package.json';\nexport const y = x;\n",
      /must not import the web app/,
    ],
    [
      'web imports the api by package name',
      'apps/web/src/bad2.ts',
      "import x from '@dars/api';\nexport const y = x;\n",
      /Only the API imports its own code/,
    ],
    [
      'core imports an app',
      'packages/core/src/bad.ts',
      "import { AppError } from '../../../apps/api/src/errors.ts';\nexport const e = AppError;\n",
      /must not import either/,
    ],
  ])('%s → lint error', async (_name, filePath, code, expected) => {
    const errors = await boundaryErrors(filePath, code);
    expect(errors.some((m) => expected.test(m))).toBe(true);
  });

  it('an app importing packages/core is allowed', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/ok.ts',
      "import * as core from '@dars/core';\nexport const c = core;\n",
    );
    expect(errors).toEqual([]);
  });
});

describe('web feature boundaries', () => {
  it('a page feature may use the declared building blocks', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/course-player/ok.ts',
      "import * as player from '../player/index.ts';\nexport const p = player;\n",
    );
    expect(errors).toEqual([]);
  });

  it.each([
    [
      'home imports the player',
      'apps/web/src/features/home/bad.ts',
      "import * as player from '../player/index.ts';\nexport const p = player;\n",
    ],
    [
      'the quiz imports the player',
      'apps/web/src/features/quiz/bad.ts',
      "import * as player from '../player/index.ts';\nexport const p = player;\n",
    ],
    [
      'shared imports a feature',
      'apps/web/src/shared/bad.ts',
      "import * as player from '../features/player/index.ts';\nexport const p = player;\n",
    ],
  ])('%s → lint error', async (_name, filePath, code) => {
    const errors = await boundaryErrors(filePath, code);
    expect(errors.length).toBeGreaterThan(0);
  });
});

describe('API layers', () => {
  it.each([
    [
      'a domain function imports a route',
      'apps/api/src/domain/courses/bad.ts',
      "import { registerEndpoint } from '../../routes/register-endpoint.ts';\nexport const r = registerEndpoint;\n",
      /domain must not import routes/,
    ],
    [
      'a domain function imports a plugin',
      'apps/api/src/domain/uploads/bad.ts',
      "import plugin from '../../plugins/control-characters.ts';\nexport const p = plugin;\n",
      /domain must not import plugins/,
    ],
    [
      'a domain function imports the page cache of ssr',
      'apps/api/src/domain/books/bad.ts',
      "import { cachedPage } from '../../ssr/page-cache.ts';\nexport const c = cachedPage;\n",
      /domain must not import ssr/,
    ],
    [
      'the database layer imports the domain',
      'apps/api/src/db/bad.ts',
      "import { findStudent } from '../domain/auth/find-student.ts';\nexport const f = findStudent;\n",
      /db is below the domain/,
    ],
    [
      'a cache imports ssr',
      'apps/api/src/cache/bad.ts',
      "import { cachedPage } from '../ssr/page-cache.ts';\nexport const c = cachedPage;\n",
      /cache is below the domain/,
    ],
  ])('%s → lint error', async (_name, filePath, code, expected) => {
    const errors = await boundaryErrors(filePath, code);
    expect(errors.some((m) => expected.test(m))).toBe(true);
  });

  it.each([
    [
      'a route calls the domain',
      'apps/api/src/routes/ok.ts',
      "import { listCourses } from '../domain/courses/index.ts';\nexport const l = listCourses;\n",
    ],
    [
      'a domain function drops the caches through cache/',
      'apps/api/src/domain/books/ok.ts',
      "import { tenantContentChanged } from '../../cache/tenant-content-changed.ts';\nexport const t = tenantContentChanged;\n",
    ],
  ])('%s → allowed', async (_name, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});
