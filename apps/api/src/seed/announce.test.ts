import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { announceDemoData } from './announce.ts';

describe('the first start announces the demo data', () => {
  const banner = [
    'Demo data created for tenant "tenant5".',
    '  Student:   student@dars.test / 01000000001  password Dars@2026',
    '  Course codes:',
    '    K7PQ2MXW9R  الأحياء للصف الأول الثانوي - الترم الأول',
  ];

  it('as one JSON entry for the log, and as plain lines for a person', async () => {
    const logLines: string[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
    });
    const person: string[] = [];
    announceDemoData(
      app.log,
      { codesFile: '/data/demo-codes.json', banner },
      { write: (text: string) => person.push(text) },
    );
    await app.close();

    const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const seeded = entries.find((entry) => entry.msg === 'demo data seeded');
    expect(seeded).toMatchObject({ codesFile: '/data/demo-codes.json' });
    // nothing of the banner in the machines' log, where it was one line of escaped text
    for (const line of logLines) {
      expect(line.trimEnd()).not.toContain('\n');
      expect(line).not.toContain('K7PQ2MXW9R');
    }

    const shown = person.join('').split('\n');
    for (const line of banner) expect(shown).toContain(line);
    expect(person.join('')).not.toContain('\\n');
    expect(shown.some((line) => line.startsWith('{'))).toBe(false);
  });
});
