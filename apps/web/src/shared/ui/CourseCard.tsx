import type { ReactNode } from 'react';
import type { Grade, Term } from '@dars/core/contract';
import { useT } from '../i18n/index.ts';
import { resolveImage } from './images.ts';

interface CourseCardCourse {
  courseName: string;
  description: string;
  imagePath: string | null;
  /** null: the course names no grade of ours, and no grade badge shows. */
  grade: Grade | null;
  term: Term;
}

/** Grade and term badges of a course (cards, course hero). */
export function CourseBadges({
  grade,
  term,
  size = 'sm',
}: Pick<CourseCardCourse, 'grade' | 'term'> & { size?: 'sm' | 'md' }) {
  const t = useT();
  const shape = size === 'md' ? 'px-3 py-1' : 'px-2 py-1';
  return (
    <div className={`flex flex-wrap gap-2 font-semibold ${size === 'md' ? 'text-sm' : 'text-xs'}`}>
      {grade && (
        <span
          className={`rounded-full ${size === 'md' ? 'bg-primary-100 text-primary-900' : 'bg-primary-50 text-primary-800'} ${shape}`}
        >
          {t(`common.grade.${grade}`)}
        </span>
      )}
      <span className={`rounded-full bg-secondary-50 text-secondary-dark ${shape}`}>
        {t(`common.term.${term}`)}
      </span>
    </div>
  );
}

/**
 * The course card of the catalogue and of the student's packages: image, badges, name,
 * description; `children` is the card's footer (price and details link, or the start button).
 * Callers pass the course through withCourseDefaults (@dars/core/rules) first.
 */
export function CourseCard({
  course,
  headingLevel: Heading,
  className = '',
  children,
}: {
  course: CourseCardCourse;
  headingLevel: 'h2' | 'h3';
  className?: string;
  children: ReactNode;
}) {
  return (
    <article
      className={`flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-200 ${className}`}
    >
      <img
        src={resolveImage(course.imagePath)}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        className="aspect-video w-full bg-primary-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-4 text-start">
        <CourseBadges grade={course.grade} term={course.term} />
        <Heading dir="auto" className="mt-3 text-lg font-bold text-gray-900">
          {course.courseName}
        </Heading>
        <p dir="auto" className="mt-1 line-clamp-2 flex-1 text-sm text-gray-700">
          {course.description}
        </p>
        {children}
      </div>
    </article>
  );
}
