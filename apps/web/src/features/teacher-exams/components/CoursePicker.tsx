import { Link } from 'react-router';
import { PageHeader, QueryState } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { buttonClasses } from '../../../shared/ui/button-classes.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { useTeacherCourseList } from '../api/exams.ts';

/** The courses, each the way into its bank, exams and honour board. */
export function CoursePicker() {
  const t = useT();
  const query = useTeacherCourseList();
  return (
    <section>
      <PageHeader title={t('teacher.exams.title')} hint={t('teacher.exams.hint')} />
      <QueryState
        query={query}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title={t('teacher.exams.noCourses')} />}
      >
        {(data) => (
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
            {data.items.map((course) => (
              <li
                key={course.id}
                className="flex min-w-0 flex-wrap items-center gap-3 rounded-2xl bg-white p-4 shadow-sm"
              >
                <div className="min-w-0 flex-1 basis-40">
                  <h2 className="text-lg font-bold break-words text-gray-900">{course.courseName}</h2>
                  <p className="text-sm text-gray-600">
                    {t(`common.grade.${course.grade}`)} · {t(`common.term.${course.term}`)}
                  </p>
                </div>
                <Link
                  to={`course/${course.id}`}
                  className={buttonClasses('outline', 'sm')}
                  aria-label={`${t('teacher.exams.open')}: ${course.courseName}`}
                >
                  {t('teacher.exams.open')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
