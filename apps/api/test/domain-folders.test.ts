import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The API's domain is grouped by entity (docs/decisions/0023-domain-by-entity.md) and its folders
 * form layers: a folder may use another only if that one does not use it back, directly or
 * through others. This walks the imports of every source file (the TypeScript compiler's own
 * import scanner), folds them into a graph of folders and fails on any cycle in it.
 */
const domainDir = fileURLToPath(new URL('../src/domain/', import.meta.url));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** folder → the other folders of `root` its files import (type-only imports included). */
function folderGraph(root: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const folderOf = (file: string) => path.relative(root, file).split(path.sep)[0]!;
  for (const file of sourceFiles(root)) {
    const from = folderOf(file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), fileName);
      const relative = path.relative(root, target);
      if (relative.startsWith('..') || !relative.includes(path.sep)) continue;
      const to = folderOf(target);
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every cycle of the graph, each as the folders on it (`a → b → a`), found by depth-first search. */
function folderCycles(graph: Map<string, Set<string>>): string[] {
  const cycles = new Set<string>();
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') {
        cycles.add([...stack.slice(stack.indexOf(next)), next].join(' → '));
      } else if (!state.has(next)) {
        visit(next);
      }
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return [...cycles];
}

describe('folders of apps/api/src/domain', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'domain-cycles-'));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  function writeTree(files: Record<string, string>): string {
    const root = fs.mkdtempSync(path.join(scratch, 'tree-'));
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      fs.writeFileSync(path.join(root, name), text);
    }
    return root;
  }

  it('the check finds a cycle between two folders, and one through a third', () => {
    const root = writeTree({
      'courses/a.ts': "import { b } from '../units/b.ts';\nexport const a = b;\n",
      'units/b.ts': "import type { A } from '../courses/types.ts';\nexport const b = 1 as A;\n",
      'courses/types.ts': 'export type A = number;\n',
      'lessons/c.ts': "export { d } from '../quizzes/d.ts';\n",
      'quizzes/d.ts': "import { e } from '../access/e.ts';\nexport const d = e;\n",
      'access/e.ts': "import('../lessons/c.ts');\nexport const e = 1;\n",
    });
    expect(folderCycles(folderGraph(root)).sort()).toEqual([
      'access → lessons → quizzes → access',
      'courses → units → courses',
    ]);
  });

  it('the check passes imports in one direction, within a folder and out of the domain', () => {
    const root = writeTree({
      'courses/a.ts':
        "import { b } from '../units/b.ts';\nimport { c } from './c.ts';\nexport const a = b + c;\n",
      'courses/c.ts': "import type { X } from '../../context.ts';\nexport const c = 1;\nexport type Y = X;\n",
      'units/b.ts': "import { z } from 'zod';\nexport const b = z ? 1 : 2;\n",
    });
    expect(folderCycles(folderGraph(root))).toEqual([]);
  });

  it('no folder of the domain imports another in a circle', () => {
    const graph = folderGraph(domainDir);
    expect(graph.size).toBeGreaterThan(10);
    expect(folderCycles(graph)).toEqual([]);
  });
});
