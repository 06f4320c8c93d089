import { useState } from 'react';
import { GRADES, type Grade } from '@dars/core/contract';
import { toGrade } from '@dars/core/rules';
import { useAuth } from '../../../shared/auth/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { LazyErrorMessage } from '../../../shared/api/LazyErrorMessage.tsx';
import { ErrorView } from '../../../shared/ui/ErrorView.tsx';
import { Pagination } from '../../../shared/ui/Pagination.tsx';
import { Tabs } from '../../../shared/ui/Tabs.tsx';
import { HOME_FIRST_GRADE, useActiveCourses } from '../api/active-courses.ts';
import { CourseCard } from './CourseCard.tsx';

export default function CoursesSection() {
  const t = useT();
  const { user } = useAuth();
  // The signed-in student's grade until the visitor picks a tab (the server's render and the
  // hydration over it know nobody: they show the first grade).
  const [chosen, setChosen] = useState<Grade | null>(null);
  const grade = chosen ?? toGrade(user?.grade) ?? HOME_FIRST_GRADE;
  const [page, setPage] = useState(1);
  const courses = useActiveCourses(grade, page, true);

  function selectGrade(next: Grade) {
    setChosen(next);
    setPage(1);
  }

  let body;
  if (courses.isPending) {
    body = (
      <p className="py-10 text-center text-gray-700" role="status">
        {t('marketing.section.loadingPackages')}
      </p>
    );
  } else if (courses.isError) {
    body = (
      <ErrorView
        message={<LazyErrorMessage error={courses.error} fallback="errors.unexpectedTryLater" />}
        onRetry={() => void courses.refetch()}
      />
    );
  } else if (courses.data.courses.length === 0) {
    body = <EmptyState title={t('home.courses.empty')} />;
  } else {
    body = (
      <>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={courses.isFetching}>
          {courses.data.courses.map((course) => (
            <li key={course.id} className="flex">
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          totalPages={courses.data.totalPages}
          onPageChange={setPage}
          label={t('home.courses.paginationLabel')}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="courses-title" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="courses-title" className="text-3xl font-bold text-gray-900">
        {t('marketing.section.packages')}
      </h2>
      <p className="mt-2 text-gray-700">{t('home.courses.subtitle')}</p>
      <div className="mt-6">
        <Tabs
          label={t('home.courses.gradeTabs')}
          tabs={GRADES.map((key) => ({ key, label: t(`common.grade.${key}`) }))}
          selected={grade}
          onSelect={selectGrade}
        >
          {body}
        </Tabs>
      </div>
    </section>
  );
}
