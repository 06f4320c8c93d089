import type { CourseTree } from '@dars/core/contract';
import { formatCoursePrice, type WithCourseDefaults } from '@dars/core/rules';
import { useLocale, useT } from '../../../shared/i18n/index.ts';
import { CourseBadges } from '../../../shared/ui/CourseCard.tsx';
import { resolveImage } from '../../../shared/ui/images.ts';

export function CourseHero({ course }: { course: WithCourseDefaults<CourseTree> }) {
  const t = useT();
  const { locale } = useLocale();
  const lessons = course.units.reduce((total, unit) => total + unit.lessons.length, 0);
  return (
    <section aria-labelledby="course-title" className="bg-gradient-to-b from-primary-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 md:grid-cols-2">
        <div className="text-start">
          <CourseBadges grade={course.grade} term={course.term} size="md" />
          <h1 id="course-title" dir="auto" className="mt-4 text-3xl font-bold text-gray-900 md:text-4xl">
            {course.courseName}
          </h1>
          <p dir="auto" className="mt-3 text-gray-700">
            {course.description}
          </p>
          <dl className="mt-6 flex flex-wrap gap-6">
            <div>
              <dt className="text-sm text-gray-600">{t('course.lessons')}</dt>
              <dd className="text-lg font-bold text-gray-900">
                {t('common.lessonsCount', { count: lessons })}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-gray-600">{t('course.price')}</dt>
              <dd className="text-lg font-bold text-primary-800" data-testid="course-price">
                {formatCoursePrice(course.price, locale)}
              </dd>
            </div>
          </dl>
        </div>
        <img
          src={resolveImage(course.imagePath)}
          alt=""
          width={640}
          height={360}
          className="aspect-video w-full rounded-2xl bg-primary-100 object-cover shadow"
        />
      </div>
    </section>
  );
}
