import { resolveImagePath } from '@dars/core/rules';
import { apiBase } from '../config.ts';

/** Placeholder shown when a course or book has no image (the image path rule of docs/product-rules.md). */
export const DEFAULT_COURSE_IMAGE = '/images/course-placeholder.svg';

export function resolveImage(path: string | null | undefined): string {
  return resolveImagePath(path, apiBase(), DEFAULT_COURSE_IMAGE);
}
