import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, endExpiredSession } from '../../shared/api/client.ts';
import { useAuth } from '../../shared/auth/index.ts';
import { useT } from '../../shared/i18n/index.ts';
import { buttonClasses } from '../../shared/ui/button-classes.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { ErrorView } from '../../shared/ui/ErrorView.tsx';
import { Pagination } from '../../shared/ui/Pagination.tsx';
import { PageSpinner } from '../../shared/ui/Spinner.tsx';
import { useEnrolledCourses } from './api/enrolled-courses.ts';
import { EnrolledCourseCard } from './components/EnrolledCourseCard.tsx';
import './messages.ts';

/** 'باقاتي': the student's enrolled courses with paging. */
export default function EnrolledCoursesPage() {
  const t = useT();
  const { user, token } = useAuth();
  const [page, setPage] = useState(1);
  const courses = useEnrolledCourses(token ? user?.id : undefined, page);
  const expired = courses.error instanceof ApiError && courses.error.status === 401;

  // The login page says the session expired; the client has usually ended it already.
  useEffect(() => {
    if (expired) endExpiredSession();
  }, [expired]);

  let body;
  if (!token || !user) {
    body = <ErrorView message={t('errors.enrolled.noToken')} />;
  } else if (courses.isPending) {
    body = <PageSpinner />;
  } else if (courses.isError) {
    body = expired ? (
      <ErrorView message={t('errors.enrolled.sessionExpired')} />
    ) : (
      <ErrorView message={t('errors.enrolled.fetchFailed')} onRetry={() => void courses.refetch()} />
    );
  } else if (courses.data.courses.length === 0) {
    body = (
      <EmptyState
        title={t('errors.enrolled.empty')}
        hint={t('enrolled.emptyHint')}
        action={
          <Link to="/#courses" className={buttonClasses('primary')}>
            {t('marketing.hero.browsePackages')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {courses.data.courses.map((course) => (
            <li key={course.id} className="flex">
              <EnrolledCourseCard course={course} />
            </li>
          ))}
        </ul>
        <Pagination page={page} totalPages={courses.data.totalPages} onPageChange={setPage} />
      </>
    );
  }

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-gray-900">{t('layout.route.enrolledCourses')}</h1>
      <p className="mt-1 mb-8 text-gray-700">{t('enrolled.subtitle')}</p>
      {body}
    </section>
  );
}
