import type { CourseSummary } from '@dars/core/contract';
import type { CourseRow } from '../../db/schema.ts';

/**
 * Decision: a course or book without an image answers `imagePath: null` (as the contract says);
 * the original's web client then shows its own default image ("none gives a default course image"), so
 * the server never points at an image file it might not serve.
 */
export type CourseFields = Pick<
  CourseRow,
  | 'id'
  | 'course_name'
  | 'description'
  | 'image_path'
  | 'grade'
  | 'term'
  | 'price'
  | 'active'
  | 'is_open_to_all'
  | 'created_at'
  | 'modification_date'
>;

export const courseFieldColumns = [
  'id',
  'course_name',
  'description',
  'image_path',
  'grade',
  'term',
  'price',
  'active',
  'is_open_to_all',
  'created_at',
  'modification_date',
] as const;

/** A course as the catalogue shows it, with the product's defaults filled in (docs/product-rules.md). */
export function toCourseSummary(row: CourseFields): CourseSummary {
  return {
    id: row.id,
    courseName: row.course_name,
    description: row.description ?? '',
    imagePath: row.image_path || null,
    grade: row.grade,
    term: row.term || 'First',
    price: Number(row.price ?? 0),
    active: row.active === undefined || row.active === null ? true : Number(row.active) === 1,
    isOpenToAll: Number(row.is_open_to_all) === 1,
    modificationDate: row.modification_date,
  };
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isGuid = (value: string) => GUID.test(value);
