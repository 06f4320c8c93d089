import { describe, expect, it } from 'vitest';
import { chunkSizeFindings, type ChunkFacts } from './chunk-size.ts';

const chunk = (fileName: string, kb: number, extra: Partial<ChunkFacts> = {}): ChunkFacts => ({
  fileName,
  name: fileName.replace(/-.*$/, ''),
  bytes: kb * 1000,
  isEntry: false,
  imports: [],
  ...extra,
});

describe('chunk size budget', () => {
  it.each<{ name: string; chunks: ChunkFacts[]; findings: RegExp[] }>([
    {
      name: 'hls.js loaded lazily under its own limit: nothing to say',
      chunks: [
        chunk('index-a.js', 3, { isEntry: true, imports: ['react-b.js'] }),
        chunk('react-b.js', 220),
        chunk('hls-c.js', 578),
      ],
      findings: [],
    },
    {
      name: 'any other chunk over 500 kB',
      chunks: [chunk('index-a.js', 3, { isEntry: true }), chunk('charts-d.js', 501)],
      findings: [/charts-d\.js is 501 kB, over its limit of 500 kB/],
    },
    {
      name: 'hls.js over its own limit',
      chunks: [chunk('index-a.js', 3, { isEntry: true }), chunk('hls-c.js', 701)],
      findings: [/hls-c\.js is 701 kB, over its limit of 700 kB/],
    },
    {
      name: 'hls.js imported statically by the entry, even through another chunk',
      chunks: [
        chunk('index-a.js', 3, { isEntry: true, imports: ['player-e.js'] }),
        chunk('player-e.js', 20, { imports: ['hls-c.js'] }),
        chunk('hls-c.js', 578),
      ],
      findings: [/hls-c\.js \(578 kB\) is meant to load only when needed/],
    },
  ])('$name', ({ chunks, findings }) => {
    const found = chunkSizeFindings(chunks);
    expect(found).toHaveLength(findings.length);
    findings.forEach((pattern, index) => expect(found[index]).toMatch(pattern));
  });
});
