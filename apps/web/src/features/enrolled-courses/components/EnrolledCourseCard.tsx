import { Link } from 'react-router';
import type { EnrolledCourse } from '@dars/core/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { buttonClasses } from '../../../shared/ui/button-classes.ts';
import { resolveImage } from '../../../shared/ui/images.ts';

export function EnrolledCourseCard({ course }: { course: EnrolledCourse }) {
  const t = useT();
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-200">
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
        <h2 dir="auto" className="mt-3 text-lg font-bold text-gray-900">
          {course.courseName}
        </h2>
        <p dir="auto" className="mt-1 line-clamp-2 flex-1 text-sm text-gray-700">
          {course.description}
        </p>
        <Link
          to={`/course-player/${course.id}`}
          className={buttonClasses('primary', 'md', 'mt-4 w-full')}
          aria-label={t('enrolled.startCourse', { course: course.courseName })}
        >
          {t('enrolled.start')}
        </Link>
      </div>
    </article>
  );
}
