import { Link } from 'react-router';
import { STUDENT_SORTS, type GRADES, type StudentSort } from '@dars/core/contract';
import { formatDate } from '@dars/core/messages/dates';
import { PageHeader, QueryState, usePageParams } from '../../shared/console/index.ts';
import { useLocale, useT } from '../../shared/i18n/index.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { Pagination } from '../../shared/ui/Pagination.tsx';
import { useStudents } from './api/students.ts';
import { STUDENT_FILTERS, StudentFilters } from './components/StudentFilters.tsx';

/** The students table: server-side search, filters, sort and paging, kept in the address. */
export default function StudentsTablePage() {
  const t = useT();
  const { locale } = useLocale();
  const paging = usePageParams(STUDENT_FILTERS);
  const { q, grade, courseId, sort } = paging.filters;
  const query = useStudents({
    page: paging.page,
    pageSize: 20,
    q: q || undefined,
    grade: (grade || undefined) as (typeof GRADES)[number] | undefined,
    courseId: courseId || undefined,
    sort: (STUDENT_SORTS as readonly string[]).includes(sort) ? (sort as StudentSort) : 'activity_desc',
  });

  return (
    <section>
      <PageHeader title={t('teacher.students.title')} hint={t('teacher.students.hint')} />
      <StudentFilters paging={paging} />
      <QueryState
        query={query}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title={t('teacher.students.empty')} />}
      >
        {(data) => (
          <>
            <p className="mb-2 text-sm text-gray-600">{t('teacher.total', { count: data.totalCount })}</p>
            <ul className="divide-y divide-gray-100 rounded-2xl bg-white shadow-sm">
              {data.items.map((student) => (
                <li key={student.id}>
                  <Link
                    to={student.id}
                    className="flex flex-wrap items-baseline gap-x-4 gap-y-1 p-4 hover:bg-gray-50"
                  >
                    <span className="min-w-40 flex-1 font-semibold break-words text-gray-900">
                      {student.name}
                      {!student.active && (
                        <span className="ms-2 rounded bg-red-100 px-1.5 py-0.5 text-xs text-red-800">
                          {t('teacher.students.inactive')}
                        </span>
                      )}
                    </span>
                    <bdi dir="ltr" className="text-sm text-gray-700">
                      {student.phoneNumber}
                    </bdi>
                    <bdi dir="ltr" className="hidden text-sm text-gray-600 md:inline">
                      {student.email}
                    </bdi>
                    <span className="text-sm text-gray-600">{t(`common.grade.${student.grade}`)}</span>
                    <span className="text-sm text-gray-600">
                      {t('teacher.students.lastActivity')}:{' '}
                      {student.lastActivityAt
                        ? formatDate(locale, student.lastActivityAt)
                        : t('teacher.students.never')}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <Pagination page={data.currentPage} totalPages={data.totalPages} onPageChange={paging.setPage} />
          </>
        )}
      </QueryState>
    </section>
  );
}
