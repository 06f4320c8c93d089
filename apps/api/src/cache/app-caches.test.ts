import { describe, expect, it } from 'vitest';
import { AppCaches } from './app-caches.ts';

describe('app caches', () => {
  it('makes each named cache once per app, and apps never share one', () => {
    const a = new AppCaches();
    const b = new AppCaches();
    let made = 0;
    const make = () => {
      made += 1;
      return new Map<string, number>();
    };
    const first = a.named('trees', make);
    expect(a.named('trees', make)).toBe(first);
    expect(b.named('trees', make)).not.toBe(first);
    expect(a.named('quizzes', make)).not.toBe(first);
    expect(made).toBe(3);
  });
});
