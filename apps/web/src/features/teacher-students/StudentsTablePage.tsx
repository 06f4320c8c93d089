import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { GRADES, STUDENT_SORTS, type StudentSort } from '@dars/core/contract';
import { PageHeader, QueryState } from '../../shared/console/index.ts';
import { useLocale, useT } from '../../shared/i18n/index.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { SelectField, TextField } from '../../shared/ui/fields.tsx';
import { Pagination } from '../../shared/ui/Pagination.tsx';
import { useCourseChoices } from './api/courses.ts';
import { downloadExport, useStudents } from './api/students.ts';

const FILTERS = ['q', 'grade', 'courseId', 'sort'] as const;

const SORT_LABELS = {
  activity_desc: 'teacher.students.sort.activityDesc',
  activity_asc: 'teacher.students.sort.activityAsc',
  name: 'teacher.students.sort.name',
  registered_desc: 'teacher.students.sort.registeredDesc',
  registered_asc: 'teacher.students.sort.registeredAsc',
} as const satisfies Record<StudentSort, string>;

/** The students table: server-side search, filters, sort and paging, kept in the address. */
export default function StudentsTablePage() {
  const t = useT();
  const { locale } = useLocale();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sort = (STUDENT_SORTS as readonly string[]).includes(params.get('sort') ?? '')
    ? (params.get('sort') as StudentSort)
    : 'activity_desc';
  const query = useStudents({
    page,
    pageSize: 20,
    q: params.get('q') || undefined,
    grade: (params.get('grade') || undefined) as (typeof GRADES)[number] | undefined,
    courseId: params.get('courseId') || undefined,
    sort,
  });
  const courses = useCourseChoices();
  const [draft, setDraft] = useState(() =>
    Object.fromEntries(FILTERS.map((key) => [key, params.get(key) ?? ''])),
  );
  const [exporting, setExporting] = useState(false);
  const when = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-EG' : 'en-GB', { dateStyle: 'medium' });

  function apply(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const key of FILTERS) if (draft[key]) next.set(key, draft[key]);
    setParams(next);
  }

  async function exportFile(kind: 'progress' | 'quizzes', format: 'csv' | 'xlsx') {
    setExporting(true);
    try {
      await downloadExport(kind, format);
    } finally {
      setExporting(false);
    }
  }

  return (
    <section>
      <PageHeader title={t('teacher.students.title')} hint={t('teacher.students.hint')} />
      <form
        onSubmit={apply}
        role="search"
        className="mb-5 grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
      >
        <TextField
          type="search"
          label={t('teacher.students.search')}
          placeholder={t('teacher.students.searchPlaceholder')}
          value={draft.q}
          onChange={(event) => setDraft({ ...draft, q: event.target.value })}
        />
        <SelectField
          label={t('teacher.students.grade')}
          value={draft.grade}
          onChange={(event) => setDraft({ ...draft, grade: event.target.value })}
        >
          <option value="">{t('teacher.students.anyGrade')}</option>
          {GRADES.map((grade) => (
            <option key={grade} value={grade}>
              {t(`common.grade.${grade}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('teacher.students.course')}
          value={draft.courseId}
          onChange={(event) => setDraft({ ...draft, courseId: event.target.value })}
        >
          <option value="">{t('teacher.students.anyCourse')}</option>
          {courses.data?.map((course) => (
            <option key={course.id} value={course.id}>
              {course.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('teacher.students.sort')}
          value={draft.sort || 'activity_desc'}
          onChange={(event) => setDraft({ ...draft, sort: event.target.value })}
        >
          {STUDENT_SORTS.map((option) => (
            <option key={option} value={option}>
              {t(SORT_LABELS[option])}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
          <Button type="submit">{t('teacher.filter.apply')}</Button>
          <Button
            variant="outline"
            onClick={() => {
              setDraft(Object.fromEntries(FILTERS.map((key) => [key, ''])));
              setParams(new URLSearchParams());
            }}
          >
            {t('teacher.filter.clear')}
          </Button>
          <span className="ms-auto flex flex-wrap items-center gap-2">
            <span className="text-sm text-gray-600">{t('teacher.students.export')}:</span>
            {(['progress', 'quizzes'] as const).map((kind) =>
              (['csv', 'xlsx'] as const).map((format) => (
                <Button
                  key={`${kind}-${format}`}
                  size="sm"
                  variant="ghost"
                  loading={exporting}
                  onClick={() => void exportFile(kind, format)}
                >
                  {t(`teacher.students.export.${kind}`)} ({format.toUpperCase()})
                </Button>
              )),
            )}
          </span>
        </div>
      </form>
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
                    <span className="min-w-40 flex-1 font-semibold text-gray-900">
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
                        ? when.format(new Date(student.lastActivityAt))
                        : t('teacher.students.never')}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <Pagination
              page={data.currentPage}
              totalPages={data.totalPages}
              onPageChange={(next) => {
                const nextParams = new URLSearchParams(params);
                nextParams.set('page', String(next));
                setParams(nextParams);
              }}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
