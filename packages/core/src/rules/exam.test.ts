import { describe, expect, it } from 'vitest';
import {
  attemptDeadline,
  drawExamQuestions,
  examScore,
  examWindowState,
  honourBoardName,
  isRevealDue,
  optionOrder,
  seededRandom,
  unfilledQuotas,
  type DrawableQuestion,
  type ExamDraw,
  type ExamReveal,
} from './exam.ts';

/** 30 questions: ids 1–30; unit 'u1' for 1–20, 'u2' for 21–30; easy for odd ids, hard for even. */
const BANK: DrawableQuestion[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  unit: i < 20 ? 'u1' : 'u2',
  difficulty: i % 2 === 0 ? 'easy' : 'hard',
}));
const byId = new Map(BANK.map((q) => [q.id, q]));

describe('drawExamQuestions', () => {
  const quotas: ExamDraw = {
    kind: 'quotas',
    quotas: [
      { count: 5, difficulty: 'easy', unit: 'u1' },
      { count: 3, difficulty: 'hard', unit: null },
      { count: 2, difficulty: null, unit: 'u2' },
    ],
  };

  it('fills every quota with matching questions, never twice the same one', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const drawn = drawExamQuestions(quotas, BANK, seed);
      expect(drawn).toHaveLength(10);
      expect(new Set(drawn).size).toBe(10);
      const questions = drawn.map((id) => byId.get(id)!);
      expect(
        questions.filter((q) => q.difficulty === 'easy' && q.unit === 'u1').length,
      ).toBeGreaterThanOrEqual(5);
      expect(questions.filter((q) => q.difficulty === 'hard').length).toBeGreaterThanOrEqual(3);
    }
  });

  it('is the same for the same seed and differs between seeds', () => {
    expect(drawExamQuestions(quotas, BANK, 42)).toEqual(drawExamQuestions(quotas, BANK, 42));
    const distinct = new Set(
      Array.from({ length: 20 }, (_, seed) => drawExamQuestions(quotas, BANK, seed).join()),
    );
    expect(distinct.size).toBeGreaterThan(15);
  });

  it('shuffles a fixed list and leaves out questions no longer in the bank', () => {
    const fixed: ExamDraw = { kind: 'fixed', questionIds: [3, 1, 99, 2] };
    const drawn = drawExamQuestions(fixed, BANK, 7);
    expect([...drawn].sort()).toEqual([1, 2, 3]);
    const orders = new Set(
      Array.from({ length: 30 }, (_, seed) => drawExamQuestions(fixed, BANK, seed).join()),
    );
    expect(orders.size).toBe(6);
  });

  // 10 of 30 by one quota, 10,000 draws: each question is expected 10000 × 10/30 ≈ 3333 times (binomial
  // standard deviation ≈ 47); the stated tolerance is ±5% (≈ 3.5 standard deviations) of that.
  it('draws each eligible question with equal chance over 10,000 draws (±5%)', () => {
    const draw: ExamDraw = { kind: 'quotas', quotas: [{ count: 10, difficulty: null, unit: null }] };
    const counts = new Map<number, number>();
    const seeds = seededRandom(2026);
    for (let n = 0; n < 10_000; n += 1) {
      for (const id of drawExamQuestions(draw, BANK, Math.floor(seeds() * 2 ** 32))) {
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
    }
    const expected = (10_000 * 10) / 30;
    expect(counts.size).toBe(30);
    for (const count of counts.values()) expect(Math.abs(count - expected) / expected).toBeLessThan(0.05);
  });

  it('puts each question in each position with equal chance (first position, 10,000 draws, ±10%)', () => {
    const draw: ExamDraw = { kind: 'fixed', questionIds: [1, 2, 3, 4, 5] };
    const first = new Map<number, number>();
    for (let seed = 0; seed < 10_000; seed += 1) {
      const [id] = drawExamQuestions(draw, BANK, seed);
      first.set(id!, (first.get(id!) ?? 0) + 1);
    }
    for (const count of first.values()) expect(Math.abs(count - 2000) / 2000).toBeLessThan(0.1);
  });
});

describe('unfilledQuotas', () => {
  it.each<[string, ExamDraw & { kind: 'quotas' }, Array<{ index: number; missing: number }>]>([
    ['fits', { kind: 'quotas', quotas: [{ count: 10, difficulty: 'easy', unit: 'u1' }] }, []],
    [
      'too many easy from u1',
      { kind: 'quotas', quotas: [{ count: 11, difficulty: 'easy', unit: 'u1' }] },
      [{ index: 0, missing: 1 }],
    ],
    [
      'an earlier quota takes what a later one needed',
      {
        kind: 'quotas',
        quotas: [
          { count: 10, difficulty: null, unit: 'u2' },
          { count: 1, difficulty: null, unit: 'u2' },
        ],
      },
      [{ index: 1, missing: 1 }],
    ],
    [
      'unknown unit',
      { kind: 'quotas', quotas: [{ count: 1, difficulty: null, unit: 'u9' }] },
      [{ index: 0, missing: 1 }],
    ],
  ])('%s', (_name, draw, expected) => {
    expect(unfilledQuotas(draw.quotas, BANK)).toEqual(expected);
  });
});

describe('optionOrder', () => {
  it('is a permutation, stable for a seed', () => {
    expect([...optionOrder(4, seededRandom(1))].sort()).toEqual([0, 1, 2, 3]);
    expect(optionOrder(6, seededRandom(9))).toEqual(optionOrder(6, seededRandom(9)));
  });
});

describe('exam window and deadlines (Cairo evening 20:00–22:00 is 18:00–20:00 UTC in winter)', () => {
  const window = { opensAt: '2026-01-16T18:00:00.000Z', closesAt: '2026-01-16T20:00:00.000Z' };
  it.each<[string, string]>([
    ['2026-01-16T17:59:59.000Z', 'not-open'],
    ['2026-01-16T18:00:00.000Z', 'open'],
    ['2026-01-16T19:59:59.999Z', 'open'],
    ['2026-01-16T20:00:00.000Z', 'closed'],
  ])('at %s the window is %s', (now, state) => {
    expect(examWindowState(window, new Date(now))).toBe(state);
  });

  it('is always open without bounds', () => {
    expect(examWindowState({ opensAt: null, closesAt: null }, new Date())).toBe('open');
  });

  it.each<[string, number, string | null, string]>([
    ['2026-01-16T18:00:00.000Z', 300, null, '2026-01-16T18:05:00.000Z'],
    ['2026-01-16T19:58:00.000Z', 300, window.closesAt, '2026-01-16T20:00:00.000Z'],
    ['2026-01-16T18:00:00.000Z', 300, window.closesAt, '2026-01-16T18:05:00.000Z'],
  ])('started %s for %ss, closing %s → ends %s', (start, seconds, closes, end) => {
    expect(attemptDeadline(new Date(start), seconds, closes).toISOString()).toBe(end);
  });
});

describe('isRevealDue', () => {
  const window = { opensAt: null, closesAt: '2026-01-16T20:00:00.000Z' };
  it.each<[ExamReveal, boolean, string, boolean]>([
    ['none', false, '2026-01-17T00:00:00.000Z', false],
    ['score', false, '2026-01-16T19:00:00.000Z', true],
    ['answers', true, '2026-01-16T19:00:00.000Z', false],
    ['answers', true, '2026-01-16T20:00:00.000Z', true],
    ['explanations', true, '2026-01-16T21:00:00.000Z', true],
  ])('%s, after close %s, at %s → %s', (reveal, afterClose, now, due) => {
    expect(isRevealDue({ reveal, afterClose }, window, new Date(now))).toBe(due);
  });
});

describe('examScore and honourBoardName', () => {
  it.each<[number, number, number]>([
    [0, 0, 0],
    [7, 10, 70],
    [2, 3, 67],
    [9, 9, 100],
  ])('%s of %s → %s', (correct, counted, score) => {
    expect(examScore(correct, counted)).toBe(score);
  });

  it.each<[string, 'name' | 'initials', string]>([
    ['أحمد محمد علي', 'name', 'أحمد محمد علي'],
    ['أحمد  محمد علي حسن', 'initials', 'أ. م. ع.'],
    ['Sara Adel', 'initials', 'S. A.'],
  ])('%s as %s → %s', (name, show, shown) => {
    expect(honourBoardName(name, show)).toBe(shown);
  });
});
