import { useSearchParams, Link } from 'react-router';
import { PageHeader, QueryState, useConsoleRole } from '../../shared/console/index.ts';
import { useT } from '../../shared/i18n/index.ts';
import { buttonClasses } from '../../shared/ui/button-classes.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { resolveImage } from '../../shared/ui/images.ts';
import { Pagination } from '../../shared/ui/Pagination.tsx';
import { useTeacherCourses } from './api/courses.ts';

/** Every course with its units, lessons and enrolled students; the way into each course. */
export function CourseListPage() {
  const t = useT();
  const { canEdit } = useConsoleRole();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useTeacherCourses(page);
  const newCourse = canEdit ? (
    <Link to="new" className={buttonClasses('primary')}>
      {t('teacher.courses.new')}
    </Link>
  ) : null;

  return (
    <section>
      <PageHeader title={t('teacher.courses.title')} hint={t('teacher.courses.hint')} actions={newCourse} />
      <QueryState
        query={query}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title={t('teacher.courses.empty')} hint={t('teacher.courses.emptyHint')} />}
      >
        {(data) => (
          <>
            <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
              {data.items.map((course) => (
                <li key={course.id} className="flex min-w-0 gap-3 rounded-2xl bg-white p-3 shadow-sm">
                  <img
                    src={resolveImage(course.imagePath)}
                    alt=""
                    className="h-20 w-20 shrink-0 rounded-xl object-cover"
                    loading="lazy"
                  />
                  <div className="min-w-0 flex-1">
                    <h2 className="text-lg font-bold break-words text-gray-900">{course.courseName}</h2>
                    <p className="text-sm text-gray-600">
                      {t(`common.grade.${course.grade}`)} · {t(`common.term.${course.term}`)}
                    </p>
                    <p className="text-sm text-gray-700">
                      {t('teacher.courses.counts', {
                        units: course.unitCount,
                        lessons: course.lessonCount,
                        students: course.enrolledCount,
                      })}
                    </p>
                    <div className="mt-2 flex flex-wrap items-center gap-2">
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                          course.archivedAt
                            ? 'bg-gray-200 text-gray-700'
                            : course.active
                              ? 'bg-green-100 text-green-800'
                              : 'bg-amber-100 text-amber-800'
                        }`}
                      >
                        {course.archivedAt
                          ? t('teacher.courses.archived')
                          : course.active
                            ? t('teacher.courses.published')
                            : t('teacher.courses.draft')}
                      </span>
                      <Link
                        to={course.id}
                        className={buttonClasses('outline', 'sm', 'ms-auto')}
                        aria-label={`${t('teacher.courses.open')}: ${course.courseName}`}
                      >
                        {t('teacher.courses.open')}
                      </Link>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
            {data.totalPages > 1 && (
              <Pagination
                page={data.currentPage}
                totalPages={data.totalPages}
                onPageChange={(next: number) => setParams({ page: String(next) })}
              />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
