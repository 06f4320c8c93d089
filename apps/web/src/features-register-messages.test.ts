import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueAreas } from '@dars/core/messages';

/**
 * Texts load with the chunk of the feature that shows them (shared/i18n registers the base areas,
 * each feature's messages.ts its own, a shared module such as shared/api/error-text.ts the areas
 * it shows). This scan proves every message id a module uses belongs to an area registered by its
 * feature, by a feature it may import, by a module it imports (directly or through one of its own
 * imports), or by the shell.
 */
const srcDir = path.dirname(fileURLToPath(import.meta.url));
const baseAreas = ['common', 'layout', 'validation', 'marketing'];
/**
 * The console's shell texts: registered by the console's root chunk (`app/teacher/messages.ts`,
 * imported by `TeacherApp.tsx`) before any console screen renders, so the console's own modules
 * (`app/teacher/`, `shared/console/`, `features/teacher-*`) may rely on them.
 */
const CONSOLE_SHELL_AREA = 'teacher';
const isConsoleModule = (relative: string) =>
  /^(app\/teacher|shared\/console|features\/teacher-[\w-]+)\//.test(relative.split(path.sep).join('/'));
const featureDependencies: Record<string, string[] | undefined> = JSON.parse(
  fs.readFileSync(path.join(srcDir, '..', 'feature-dependencies.json'), 'utf8'),
);

const areaOfId = new Map<string, string>();
for (const [area, table] of Object.entries(catalogueAreas))
  for (const id of Object.keys(table)) areaOfId.set(id, area);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function areasUsedIn(dir: string): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of sourceFiles(dir)) for (const [id, area] of areasUsedInFile(file)) used.set(id, area);
  return used;
}

function areasUsedInFile(file: string): Map<string, string> {
  const used = new Map<string, string>();
  for (const [, id] of fs.readFileSync(file, 'utf8').matchAll(/['"`]([a-zA-Z]+\.[\w.]+)['"`]/g)) {
    const area = id ? areaOfId.get(id) : undefined;
    if (id && area) used.set(id, area);
  }
  return used;
}

const relativeImports = (file: string): string[] =>
  [
    ...fs
      .readFileSync(file, 'utf8')
      .matchAll(/from '(\.{1,2}\/[^']+\.tsx?)'|import '(\.{1,2}\/[^']+\.tsx?)'/g),
  ]
    .map((m) => path.resolve(path.dirname(file), m[1] ?? m[2] ?? ''))
    .filter((target) => fs.existsSync(target));

/** The areas a module registers itself (`registerMessages(...)` with areas it imports). */
function areasRegisteredIn(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  if (!/registerMessages\(/.test(source)) return [];
  return [...source.matchAll(/@dars\/core\/messages\/areas\/([\w-]+)/g)].map((m) => m[1] ?? '');
}

/** Areas registered by the modules a file imports, and by the modules those import. */
function areasRegisteredByImports(file: string): Set<string> {
  const direct = relativeImports(file);
  return new Set([...direct, ...direct.flatMap(relativeImports)].flatMap(areasRegisteredIn));
}

function registeredBy(feature: string): string[] {
  const file = path.join(srcDir, 'features', feature, 'messages.ts');
  return fs.existsSync(file) ? areasRegisteredIn(file) : [];
}

const features = fs
  .readdirSync(path.join(srcDir, 'features'))
  .filter((f) => fs.statSync(path.join(srcDir, 'features', f)).isDirectory());

describe('message areas load with the features that show them', () => {
  it.each(features)('features/%s uses only areas it registers (or may rely on)', (feature) => {
    const allowed = new Set([
      ...baseAreas,
      ...(isConsoleModule(`features/${feature}/`) ? [CONSOLE_SHELL_AREA] : []),
      ...registeredBy(feature),
      ...(featureDependencies[feature] ?? []).flatMap(registeredBy),
    ]);
    const missing = sourceFiles(path.join(srcDir, 'features', feature)).flatMap((file) => {
      const imported = areasRegisteredByImports(file);
      return [...areasUsedInFile(file)]
        .filter(([, area]) => !allowed.has(area) && !imported.has(area))
        .map(([id, area]) => `${path.relative(srcDir, file)}: ${id} (${area})`);
    });
    expect(missing).toEqual([]);
  });

  it.each(['app', 'shared'])('%s uses only the base areas (or an area the same module registers)', (dir) => {
    const missing = sourceFiles(path.join(srcDir, dir)).flatMap((file) => {
      const source = fs.readFileSync(file, 'utf8');
      const consoleShell = isConsoleModule(path.relative(srcDir, file)) ? [CONSOLE_SHELL_AREA] : [];
      const allowed = new Set([
        ...baseAreas,
        ...consoleShell,
        ...areasRegisteredIn(file),
        ...areasRegisteredByImports(file),
      ]);
      return [...source.matchAll(/['"`]([a-zA-Z]+\.[\w.]+)['"`]/g)]
        .map(([, id]) => [id, id ? areaOfId.get(id) : undefined] as const)
        .filter(([, area]) => area !== undefined && !allowed.has(area))
        .map(([id, area]) => `${path.relative(srcDir, file)}: ${id} (${area})`);
    });
    expect(missing).toEqual([]);
  });

  it("the console's root registers the console shell's texts", () => {
    const root = fs.readFileSync(path.join(srcDir, 'app', 'teacher', 'TeacherApp.tsx'), 'utf8');
    const messages = fs.readFileSync(path.join(srcDir, 'app', 'teacher', 'messages.ts'), 'utf8');
    expect(root).toMatch(/import '\.\/messages\.ts'/);
    expect(messages).toMatch(new RegExp(`@dars/core/messages/areas/${CONSOLE_SHELL_AREA}'`));
    expect(messages).toMatch(/registerMessages\(/);
  });

  it('the scan finds ids at all (guards against a broken pattern)', () => {
    expect(areasUsedIn(path.join(srcDir, 'features', 'home')).size).toBeGreaterThan(5);
  });
});
