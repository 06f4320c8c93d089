// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featuresDir = new URL('./apps/web/src/features/', import.meta.url);
const webFeatures = fs.existsSync(featuresDir)
  ? fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/**
 * Building-block features that other features may use (the lesson player and the
 * quiz player serve both the course player and the unit viewer). Every other pair of features
 * stays apart. The web's message-area test reads the same file.
 */
const featureDependencies = JSON.parse(
  fs.readFileSync(new URL('./apps/web/feature-dependencies.json', import.meta.url), 'utf8'),
);

/**
 * Architecture boundaries (docs/decisions/0001-workspace-layout.md):
 * apps import packages/core; the web never imports the API and the reverse; core imports no app;
 * on the web, shared → features → app, and a feature imports another only where
 * `featureDependencies` says so. In the API: routes, plugins, ssr → domain → db, cache.
 */
const boundaryZones = [
  {
    target: './apps/web',
    from: './apps/api',
    message: 'The web app must not import the API server; share code through packages/core.',
  },
  {
    target: './apps/api',
    from: './apps/web',
    message: 'The API server must not import the web app; share code through packages/core.',
  },
  {
    target: './packages/core',
    from: './apps',
    message: 'packages/core is shared by both apps and must not import either of them.',
  },
  {
    target: './apps/web/src/shared',
    from: './apps/web/src/features',
    message: 'shared code must not depend on a feature.',
  },
  {
    target: './apps/web/src/shared',
    from: './apps/web/src/app',
    message: 'shared code must not depend on the app shell.',
  },
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'features must not depend on the app shell.',
  },
  // The API in layers (docs/decisions/0023-domain-by-entity.md): routes, plugins and ssr call the
  // domain; the domain, the database layer, the caches and the job runner call none of them.
  ...['routes', 'plugins', 'ssr'].map((layer) => ({
    target: './apps/api/src/domain',
    from: `./apps/api/src/${layer}`,
    message: `the API's domain must not import ${layer}/; the ${layer} layer calls the domain, not the reverse.`,
  })),
  ...['db', 'cache', 'jobs'].flatMap((lower) =>
    ['domain', 'routes', 'plugins', 'ssr'].map((upper) => ({
      target: `./apps/api/src/${lower}`,
      from: `./apps/api/src/${upper}`,
      message: `apps/api/src/${lower} is below the domain and must not import ${upper}/.`,
    })),
  ),
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`, ...(featureDependencies[feature] ?? []).map((dependency) => `./${dependency}`)],
    message: 'features must not import each other; move shared code to apps/web/src/shared.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '**/.data*/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      'e2e/.artifacts/**',
      'bench-results/**',
      'scripts/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@dars/api', message: 'Only the API imports its own code.' },
            { name: '@dars/web', message: 'Only the web app imports its own code.' },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
