/**
 * Exam rules (docs/product-rules.md, "Exams"): which questions an attempt draws, in which order its
 * questions and options appear, when it must end, and what a submitted attempt may show. Pure:
 * the server calls them to enforce, the web to display.
 */

export const EXAM_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type ExamDifficulty = (typeof EXAM_DIFFICULTIES)[number];

/** What a submitted attempt shows: nothing, the score, the score and right answers, or those and explanations. */
export const EXAM_REVEALS = ['none', 'score', 'answers', 'explanations'] as const;
export type ExamReveal = (typeof EXAM_REVEALS)[number];

/** "10 easy from unit 1": null difficulty or unit means any. */
export interface ExamQuota {
  count: number;
  difficulty: ExamDifficulty | null;
  unit: string | null;
}

export type ExamDraw = { kind: 'fixed'; questionIds: number[] } | { kind: 'quotas'; quotas: ExamQuota[] };

/** A bank question as the draw sees it. */
export interface DrawableQuestion {
  id: number;
  difficulty: string;
  unit: string;
}

/** mulberry32: a small seeded generator, so an attempt's order can be rebuilt from its stored seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Fisher–Yates with the given generator: every order equally likely. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const matches = (quota: ExamQuota, question: DrawableQuestion) =>
  (quota.difficulty === null || question.difficulty === quota.difficulty) &&
  (quota.unit === null || question.unit === quota.unit);

/**
 * Quotas a bank cannot fill, in order, with how many questions each lacks (quotas are filled in
 * order, so a question taken by an earlier quota is not counted again). Empty when the draw fits.
 */
export function unfilledQuotas(
  quotas: readonly ExamQuota[],
  bank: readonly DrawableQuestion[],
): Array<{ index: number; missing: number }> {
  const taken = new Set<number>();
  const unfilled: Array<{ index: number; missing: number }> = [];
  quotas.forEach((quota, index) => {
    const eligible = bank.filter((question) => !taken.has(question.id) && matches(quota, question));
    eligible.slice(0, quota.count).forEach((question) => taken.add(question.id));
    if (eligible.length < quota.count) unfilled.push({ index, missing: quota.count - eligible.length });
  });
  return unfilled;
}

/**
 * The questions of one attempt, in the order shown: a fixed list, or for each quota in order
 * `count` questions drawn uniformly from those that match it and were not drawn already; then the
 * whole list shuffled. Questions missing from the bank (deleted) are left out of a fixed list; a
 * quota the bank cannot fill draws what there is (the console refuses to save such an exam).
 */
export function drawExamQuestions(draw: ExamDraw, bank: readonly DrawableQuestion[], seed: number): number[] {
  const random = seededRandom(seed);
  if (draw.kind === 'fixed') {
    const known = new Set(bank.map((question) => question.id));
    return shuffled(
      draw.questionIds.filter((id) => known.has(id)),
      random,
    );
  }
  const taken = new Set<number>();
  const chosen: number[] = [];
  for (const quota of draw.quotas) {
    const eligible = bank.filter((question) => !taken.has(question.id) && matches(quota, question));
    for (const question of shuffled(eligible, random).slice(0, quota.count)) {
      taken.add(question.id);
      chosen.push(question.id);
    }
  }
  return shuffled(chosen, random);
}

/** The order in which an attempt shows a question's options: `order[shown] = stored index`. */
export function optionOrder(optionCount: number, random: () => number): number[] {
  return shuffled(
    Array.from({ length: optionCount }, (_, index) => index),
    random,
  );
}

export interface ExamWindow {
  opensAt: string | null;
  closesAt: string | null;
}

export type ExamWindowState = 'not-open' | 'open' | 'closed';

/** Where `now` falls in the exam's window (no bound = always open on that side). */
export function examWindowState(window: ExamWindow, now: Date): ExamWindowState {
  const at = now.getTime();
  if (window.opensAt && at < Date.parse(window.opensAt)) return 'not-open';
  if (window.closesAt && at >= Date.parse(window.closesAt)) return 'closed';
  return 'open';
}

/** An attempt ends after its duration or when the window closes, whichever comes first. */
export function attemptDeadline(startedAt: Date, durationSeconds: number, closesAt: string | null): Date {
  const end = startedAt.getTime() + durationSeconds * 1000;
  return new Date(closesAt ? Math.min(end, Date.parse(closesAt)) : end);
}

/** Whether a submitted attempt may show its result yet: with `afterClose`, only once the window has closed. */
export function isRevealDue(
  policy: { reveal: ExamReveal; afterClose: boolean },
  window: ExamWindow,
  now: Date,
): boolean {
  if (policy.reveal === 'none') return false;
  if (!policy.afterClose || !window.closesAt) return true;
  return now.getTime() >= Date.parse(window.closesAt);
}

/** The score rule for exams: percent of the questions still counted (broken ones are not), rounded. */
export function examScore(correct: number, counted: number): number {
  return counted <= 0 ? 0 : Math.round((correct / counted) * 100);
}

/** What the honour board writes for a student: the full name, or initials ("أحمد محمد" → "أ. م."). */
export function honourBoardName(fullName: string, show: 'name' | 'initials'): string {
  const name = fullName.trim().replace(/\s+/g, ' ');
  if (show === 'name') return name;
  return name
    .split(' ')
    .filter(Boolean)
    .slice(0, 3)
    .map((part) => `${[...part][0] ?? ''}.`)
    .join(' ');
}

/** The shortest and longest time per question an exam may set, in seconds. */
export const QUESTION_SECONDS_RANGE = { min: 10, max: 30 * 60 } as const;

export interface QuestionClock {
  /** the question shown now (its place in the attempt); equal to `count` when every question's time is over */
  index: number;
  /** when that question was shown, and when its time is over (ms since the epoch) */
  shownAt: number;
  endsAt: number;
}

/**
 * Where an attempt with a time per question stands at `now`: the question shown since
 * `startedAt` keeps the screen for `questionSeconds`, then the next one is shown for as long,
 * whether or not anyone is looking (the server's clock, like the exam's deadline).
 */
export function questionClock(options: {
  index: number;
  startedAt: string;
  questionSeconds: number;
  count: number;
  now: Date;
}): QuestionClock {
  const span = options.questionSeconds * 1000;
  const started = Date.parse(options.startedAt);
  const over = Math.max(0, Math.floor((options.now.getTime() - started) / span));
  const index = Math.min(options.count, options.index + over);
  const shownAt = started + (index - options.index) * span;
  return { index, shownAt, endsAt: shownAt + span };
}

/**
 * The attempt's deadline once question `index` is shown at `shownAt`: no later than the current
 * deadline, nor than the end of the remaining questions' time.
 */
export function questionClockDeadline(options: {
  deadlineAt: string;
  index: number;
  shownAt: number;
  questionSeconds: number;
  count: number;
}): Date {
  const rest = options.shownAt + (options.count - options.index) * options.questionSeconds * 1000;
  return new Date(Math.min(Date.parse(options.deadlineAt), rest));
}
