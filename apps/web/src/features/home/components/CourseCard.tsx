import { Link } from 'react-router';
import type { CourseSummary } from '@dars/core/contract';
import { formatCoursePrice, withCourseDefaults } from '@dars/core/rules';
import { useLocale, useT } from '../../../shared/i18n/index.ts';
import { CourseCard as SharedCourseCard } from '../../../shared/ui/CourseCard.tsx';

export function CourseCard({ course: answer }: { course: CourseSummary }) {
  const t = useT();
  const course = withCourseDefaults(answer);
  const { locale } = useLocale();
  return (
    <SharedCourseCard course={course} headingLevel="h3" className="transition-shadow hover:shadow-md">
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
    </SharedCourseCard>
  );
}
