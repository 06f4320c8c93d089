import { termOrDefault, toGrade, type Grade, type Term } from './grade.ts';

/** The course fields every screen reads, with the product's defaults applied. */
export interface CourseDisplayFields {
  courseName: string;
  /** Missing or unknown → 'First'. */
  term: Term;
  /** Normalised ('1st Secondary' → 'Secondary1'); missing or not one of ours → null (no badge). */
  grade: Grade | null;
  /** Missing or not a price → 0 ('مجاناً'). */
  price: number;
  description: string;
  /** Missing or blank → null, which the screens show as the placeholder image. */
  imagePath: string | null;
  active: boolean;
}

export type WithCourseDefaults<T> = Omit<T, keyof CourseDisplayFields> & CourseDisplayFields;

function priceOrZero(price: unknown): number {
  const value =
    typeof price === 'number'
      ? price
      : typeof price === 'string' && price.trim() !== ''
        ? Number(price)
        : NaN;
  return Number.isFinite(value) && value >= 0 ? value : 0;
}

/**
 * A course as the server sent it, with the defaults applied to the fields the screens read
 * (home catalogue, course details, enrolled courses, course player). Other fields pass through.
 * Sparse answers from older back ends omit term, grade, price or description.
 */
export function withCourseDefaults<T extends object>(course: T): WithCourseDefaults<T> {
  const raw = course as Partial<Record<keyof CourseDisplayFields, unknown>>;
  return {
    ...course,
    courseName: typeof raw.courseName === 'string' ? raw.courseName : '',
    term: termOrDefault(raw.term),
    grade: toGrade(raw.grade),
    price: priceOrZero(raw.price),
    description: typeof raw.description === 'string' ? raw.description : '',
    imagePath: typeof raw.imagePath === 'string' && raw.imagePath.trim() !== '' ? raw.imagePath : null,
    active: typeof raw.active === 'boolean' ? raw.active : true,
  };
}
