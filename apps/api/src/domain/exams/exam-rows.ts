import type { ExamDraw, ExamReveal } from '@dars/core/rules';
import type { Kysely, Selectable } from 'kysely';
import type { BankQuestionsTable, Database } from '../../db/schema.ts';

export type BankRow = Selectable<BankQuestionsTable>;

/** One question of an attempt: its id and the order its options are shown in (`o[shown] = stored`). */
export interface AttemptQuestion {
  q: number;
  o: number[];
}

export interface ExamSettingsRow {
  lessonId: number;
  draw: ExamDraw;
  durationSeconds: number;
  /** null: no time per question */
  questionSeconds: number | null;
  opensAt: string | null;
  closesAt: string | null;
  attemptsAllowed: number;
  reveal: ExamReveal;
  revealAfterClose: boolean;
}

export interface StoredOption {
  text: string;
  imagePath: string | null;
}

export const parseAttemptQuestions = (text: string): AttemptQuestion[] =>
  JSON.parse(text) as AttemptQuestion[];
export const parseOptions = (text: string): StoredOption[] => JSON.parse(text) as StoredOption[];

/** An exam lesson's settings, or null when the teacher has not saved them yet. */
export async function readExamSettings(
  db: Kysely<Database>,
  tenantId: string,
  lessonId: number,
): Promise<ExamSettingsRow | null> {
  const row = await db
    .selectFrom('exams')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('lesson_id', '=', lessonId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    lessonId: row.lesson_id,
    draw: JSON.parse(row.draw) as ExamDraw,
    durationSeconds: Number(row.duration_seconds),
    questionSeconds: row.question_seconds === null ? null : Number(row.question_seconds),
    opensAt: row.opens_at,
    closesAt: row.closes_at,
    attemptsAllowed: Number(row.attempts_allowed),
    reveal: row.reveal,
    revealAfterClose: Number(row.reveal_after_close) === 1,
  };
}

/** Bank questions by id, with their answer key (server side only). */
export async function readBankQuestions(db: Kysely<Database>, tenantId: string, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, BankRow>();
  const rows = await db
    .selectFrom('bank_questions')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}
