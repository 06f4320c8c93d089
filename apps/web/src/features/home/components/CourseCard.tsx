import { Link } from 'react-router';
import type { CourseSummary } from '@dars/core/contract';
import { formatCoursePrice } from '@dars/core/rules';
import { useLocale, useT } from '../../../shared/i18n/index.ts';
import { resolveImage } from '../../../shared/ui/images.ts';

export function CourseCard({ course }: { course: CourseSummary }) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-200 transition-shadow hover:shadow-md">
      <img
        src={resolveImage(course.imagePath)}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        className="aspect-video w-full bg-primary-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-4 text-start">
        <div className="flex flex-wrap gap-2 text-xs font-semibold">
          <span className="rounded-full bg-primary-50 px-2 py-1 text-primary-800">
            {t(`common.grade.${course.grade}`)}
          </span>
          <span className="rounded-full bg-secondary-50 px-2 py-1 text-secondary-dark">
            {t(`common.term.${course.term}`)}
          </span>
        </div>
        <h3 dir="auto" className="mt-3 text-lg font-bold text-gray-900">
          {course.courseName}
        </h3>
        <p dir="auto" className="mt-1 line-clamp-2 flex-1 text-sm text-gray-700">
          {course.description}
        </p>
        <div className="mt-4 flex items-center justify-between gap-2">
          <span className="font-bold text-primary-800">{formatCoursePrice(course.price, locale)}</span>
          <Link
            to={`/courses/${course.id}`}
            className="rounded-lg bg-primary-700 px-3 py-2 text-sm font-semibold text-white hover:bg-primary-800"
            aria-label={t('home.courses.viewDetailsOf', { course: course.courseName })}
          >
            {t('home.courses.viewDetails')}
          </Link>
        </div>
      </div>
    </article>
  );
}
