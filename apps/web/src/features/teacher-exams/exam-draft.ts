import type { ExamSettings } from '@dars/core/contract';
import type { ExamDifficulty, ExamReveal } from '@dars/core/rules';
import { fromCairoLocal, toCairoLocal } from './cairo-time.ts';

export interface QuotaDraft {
  count: number;
  difficulty: ExamDifficulty | '';
  unit: string;
}

/** The builder's form: text fields as typed, turned into the contract's settings on save. */
export interface ExamDraft {
  kind: 'quotas' | 'fixed';
  quotas: QuotaDraft[];
  questionIds: number[];
  minutes: number;
  perQuestion: boolean;
  questionSeconds: number;
  opensAt: string;
  closesAt: string;
  attemptsAllowed: number;
  reveal: ExamReveal;
  revealAfterClose: boolean;
  passDegree: number;
}

export const DEFAULT_DRAFT: ExamDraft = {
  kind: 'quotas',
  quotas: [{ count: 10, difficulty: '', unit: '' }],
  questionIds: [],
  minutes: 30,
  perQuestion: false,
  questionSeconds: 60,
  opensAt: '',
  closesAt: '',
  attemptsAllowed: 1,
  reveal: 'score',
  revealAfterClose: false,
  passDegree: 50,
};

export function draftOf(settings: ExamSettings | null): ExamDraft {
  if (!settings) return DEFAULT_DRAFT;
  return {
    kind: settings.draw.kind,
    quotas:
      settings.draw.kind === 'quotas'
        ? settings.draw.quotas.map((q) => ({
            count: q.count,
            difficulty: q.difficulty ?? '',
            unit: q.unit ?? '',
          }))
        : DEFAULT_DRAFT.quotas,
    questionIds: settings.draw.kind === 'fixed' ? settings.draw.questionIds : [],
    minutes: Math.round(settings.durationSeconds / 60),
    perQuestion: settings.questionSeconds !== null,
    questionSeconds: settings.questionSeconds ?? DEFAULT_DRAFT.questionSeconds,
    opensAt: toCairoLocal(settings.opensAt),
    closesAt: toCairoLocal(settings.closesAt),
    attemptsAllowed: settings.attemptsAllowed,
    reveal: settings.reveal,
    revealAfterClose: settings.revealAfterClose,
    passDegree: settings.passDegree,
  };
}

/** The settings the draft sends (the server checks them with the same contract schema). */
export function settingsOf(draft: ExamDraft): ExamSettings {
  const closesAt = fromCairoLocal(draft.closesAt);
  return {
    draw:
      draft.kind === 'fixed'
        ? { kind: 'fixed', questionIds: draft.questionIds }
        : {
            kind: 'quotas',
            quotas: draft.quotas.map((q) => ({
              count: q.count,
              difficulty: q.difficulty || null,
              unit: q.unit || null,
            })),
          },
    durationSeconds: Math.round(draft.minutes * 60),
    questionSeconds: draft.perQuestion ? draft.questionSeconds : null,
    opensAt: fromCairoLocal(draft.opensAt),
    closesAt,
    attemptsAllowed: draft.attemptsAllowed,
    reveal: draft.reveal,
    revealAfterClose: draft.revealAfterClose && closesAt !== null,
    passDegree: draft.passDegree,
  };
}

/** How many questions each student gets. */
export const questionTotal = (draft: ExamDraft) =>
  draft.kind === 'fixed' ? draft.questionIds.length : draft.quotas.reduce((sum, q) => sum + q.count, 0);
