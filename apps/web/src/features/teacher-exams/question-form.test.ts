import { describe, expect, it } from 'vitest';
import { blankQuestion, problemsOf, withoutOption, withType } from './question-form.ts';

const texts = { true: 'صح', false: 'خطأ' };
const filled = {
  ...blankQuestion('الوحدة الأولى'),
  text: 'ما وحدة بناء الكائن الحي؟',
  options: ['الخلية', 'النسيج', 'العضو'].map((text) => ({ text, imagePath: null })),
  correctIndex: 2,
};

describe('the question form', () => {
  it('a filled question has no problem; a blank one names its text and options', () => {
    expect(problemsOf(filled)).toEqual(new Set());
    expect(problemsOf(blankQuestion())).toEqual(new Set(['text', 'options']));
  });

  it('an option may be a picture without text', () => {
    const pictured = {
      ...filled,
      options: [{ text: '', imagePath: '/uploads/cell.png' }, ...filled.options.slice(1)],
    };
    expect(problemsOf(pictured)).toEqual(new Set());
  });

  it.each([
    // removed, right answer before → after
    [2, 2, 0],
    [0, 2, 1],
    [1, 0, 0],
    [2, 1, 1],
  ])('removing option %i moves the right answer %i → %i', (removed, right, expected) => {
    const next = withoutOption({ ...filled, correctIndex: right }, removed);
    expect(next.options).toHaveLength(2);
    expect(next.correctIndex).toBe(expected);
  });

  it('true/false has exactly its two options, and multiple choice gets one more back', () => {
    const tf = withType(filled, 'TrueFalse', texts);
    expect(tf.options.map((o) => o.text)).toEqual(['صح', 'خطأ']);
    expect(tf.correctIndex).toBe(1);
    expect(problemsOf(tf)).toEqual(new Set());
    expect(withType(tf, 'MultipleChoice', texts).options).toHaveLength(3);
  });
});
