import { ApiError } from './api-error.ts';

/** A row of a refused spreadsheet import and what is wrong with it. */
export interface RowError {
  row: number;
  problems: string[];
}

/** The rows of a refused import (quizzes, the question bank) and what is wrong with each. */
export function importRowsOf(error: unknown): RowError[] {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return [];
  const rows = (error.body as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as RowError[]) : [];
}
