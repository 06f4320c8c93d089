import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  /** the chunk's name: a module's, or a group's of `codeSplitting.groups` in apps/web/vite.config.ts */
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** The client build's manifest (`build.manifest` in apps/web/vite.config.ts), or null without one. */
export function readManifest(webDir: string): ViteManifest | null {
  const file = path.join(webDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ViteManifest;
}

function closure(manifest: ViteManifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/**
 * The files (root-relative URLs) a set of lazy modules needs beyond what the entry already
 * preloads: the module chunks themselves and their static imports, in dependency order. A source
 * is a module's path, or the name of a group chunk (apps/web/vite.config.ts).
 */
export function chunkFilesFor(manifest: ViteManifest, sources: string[]): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entryKey ? closure(manifest, [entryKey]) : new Set<string>();
  const wanted = sources
    .map(
      (source) =>
        Object.keys(manifest).find((key) => key.endsWith(source)) ??
        // a module the build put in a group's chunk is not a key of its own: the group's name is
        Object.keys(manifest).find((key) => manifest[key]?.name === source),
    )
    .filter((key): key is string => key !== undefined);
  return [...closure(manifest, wanted)]
    .filter((key) => !loaded.has(key))
    .map((key) => `/${manifest[key]!.file}`);
}

/** The entry's stylesheets (root-relative URLs). */
export function entryCss(manifest: ViteManifest): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  return (entry?.css ?? []).map((file) => `/${file}`);
}

/** The files (root-relative URLs, scripts and stylesheets) of the entry and of `sources`, with their static imports. */
export function filesWithImports(manifest: ViteManifest, sources: string[]): string[] {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const wanted = sources
    .map((source) => Object.keys(manifest).find((key) => key.endsWith(source)))
    .filter((key): key is string => key !== undefined);
  const chunks = [...closure(manifest, [...entryKeys, ...wanted])].map((key) => manifest[key]!);
  return [...new Set(chunks.flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]))].map(
    (file) => `/${file}`,
  );
}
