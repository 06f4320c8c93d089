/// <reference types="node" />
import type { Plugin } from 'vite';

/** Vite's own limit for one chunk's minified code, in kB (1000 bytes). */
const CHUNK_LIMIT_KB = 500;

/**
 * Chunks known to be bigger than the limit, each with its own limit, allowed only while no page
 * loads them with the first paint: hls.js (~580 kB) is imported only when a lesson's video is an HLS
 * stream (src/features/player/NativeVideo.tsx).
 */
const LAZY_CHUNK_LIMITS_KB: Readonly<Record<string, number>> = { hls: 700 };

export interface ChunkFacts {
  fileName: string;
  /** the chunk's name (a vendor group's name, or the module's) */
  name: string;
  bytes: number;
  isEntry: boolean;
  /** the chunks this one imports statically */
  imports: readonly string[];
}

/**
 * What is wrong with the build's chunks: a chunk over the limit, or one allowed a bigger limit
 * because it is lazy that an entry imports statically all the same (then it weighs on every
 * page, and the bigger limit no longer holds).
 */
export function chunkSizeFindings(
  chunks: readonly ChunkFacts[],
  lazyLimitsKb: Readonly<Record<string, number>> = LAZY_CHUNK_LIMITS_KB,
): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loadedUpFront = new Set<string>();
  const visit = (fileName: string) => {
    if (loadedUpFront.has(fileName)) return;
    loadedUpFront.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);

  const findings: string[] = [];
  for (const chunk of chunks) {
    const kb = chunk.bytes / 1000;
    const lazyLimit = lazyLimitsKb[chunk.name];
    if (lazyLimit !== undefined && loadedUpFront.has(chunk.fileName)) {
      findings.push(
        `${chunk.fileName} (${kb.toFixed(0)} kB) is meant to load only when needed, but an entry imports it statically`,
      );
    }
    const limit = lazyLimit ?? CHUNK_LIMIT_KB;
    if (kb > limit) findings.push(`${chunk.fileName} is ${kb.toFixed(0)} kB, over its limit of ${limit} kB`);
  }
  return findings;
}

/**
 * Vite's chunk-size warning, per chunk: the limit for every chunk, a bigger one for the chunks
 * known to load lazily (as long as they do). Replaces Vite's single limit (set out of the way in
 * vite.config.ts), which warned on every build about hls.js.
 */
export function chunkSizeBudget(): Plugin {
  return {
    name: 'dars-chunk-size',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkFacts[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          name: output.name,
          bytes: Buffer.byteLength(output.code),
          isEntry: output.isEntry,
          imports: output.imports,
        });
      }
      for (const finding of chunkSizeFindings(chunks)) this.warn(finding);
    },
  };
}
