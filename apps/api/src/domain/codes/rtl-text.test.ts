import { describe, expect, it } from 'vitest';
import { visualRuns } from './rtl-text.ts';

const drawn = (text: string) => visualRuns(text).map((run) => `${run.script}:${run.text}`);

describe('visualRuns (a right-to-left line drawn left to right)', () => {
  it('puts the first Arabic word at the right end, spaces from the Latin font', () => {
    expect(drawn('محمد أحمد')).toEqual(['arabic:أحمد', 'latin: ', 'arabic:محمد']);
  });

  it('keeps Latin digits in reading order and mirrors brackets in the Arabic run', () => {
    expect(drawn('الأحياء 2026')).toEqual(['latin:2026', 'latin: ', 'arabic:الأحياء']);
    expect(drawn('الوحدة (1)')).toEqual(['latin:(', 'latin:1', 'latin:) ', 'arabic:الوحدة']);
  });

  it('leaves a Latin-only line as it is', () => {
    expect(drawn('Biology 101')).toEqual(['latin:Biology 101']);
  });
});
