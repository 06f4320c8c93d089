import type { Grade } from '../../db/schema.ts';
import { toGrade } from '@dars/core/rules';

/** The product's grade normalisation (docs/product-rules.md) ('1st Secondary', '2', 'secondary3' → SecondaryN); null when not a served grade. */
export function normalizeGradeInput(input: string): Grade | null {
  const trimmed = input.trim();
  return toGrade(trimmed) ?? toGrade(trimmed.charAt(0).toUpperCase() + trimmed.slice(1).toLowerCase());
}
