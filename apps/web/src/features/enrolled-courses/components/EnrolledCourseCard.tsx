import { Link } from 'react-router';
import type { EnrolledCourse } from '@dars/core/contract';
import { withCourseDefaults } from '@dars/core/rules';
import { useT } from '../../../shared/i18n/index.ts';
import { buttonClasses } from '../../../shared/ui/button-classes.ts';
import { CourseCard } from '../../../shared/ui/CourseCard.tsx';

export function EnrolledCourseCard({ course: answer }: { course: EnrolledCourse }) {
  const t = useT();
  const course = withCourseDefaults(answer);
  return (
    <CourseCard course={course} headingLevel="h2" className="w-full">
      <Link
        to={`/course-player/${course.id}`}
        className={buttonClasses('primary', 'md', 'mt-4 w-full')}
        aria-label={t('enrolled.startCourse', { course: course.courseName })}
      >
        {t('enrolled.start')}
      </Link>
    </CourseCard>
  );
}
