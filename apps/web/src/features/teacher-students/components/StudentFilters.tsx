import { useState, type FormEvent } from 'react';
import { GRADES, STUDENT_SORTS, type StudentSort } from '@dars/core/contract';
import type { PageParams } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { SelectField, TextField } from '../../../shared/ui/fields.tsx';
import { useCourseChoices } from '../api/courses.ts';
import { ExportButtons } from './ExportButtons.tsx';

export const STUDENT_FILTERS = ['q', 'grade', 'courseId', 'sort'] as const;
type Filter = (typeof STUDENT_FILTERS)[number];

const SORT_LABELS = {
  activity_desc: 'teacher.students.sort.activityDesc',
  activity_asc: 'teacher.students.sort.activityAsc',
  name: 'teacher.students.sort.name',
  registered_desc: 'teacher.students.sort.registeredDesc',
  registered_asc: 'teacher.students.sort.registeredAsc',
} as const satisfies Record<StudentSort, string>;

const wide = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(min-width: 1024px)').matches === true;

/**
 * The search box, always in sight; grade, course, sort and the exports fold away on a phone
 * (open on a desktop) so the results show on the first screen.
 */
export function StudentFilters({ paging }: { paging: PageParams<Filter> }) {
  const t = useT();
  const courses = useCourseChoices();
  const [draft, setDraft] = useState(paging.filters);
  const [more, setMore] = useState(() => wide() || Boolean(paging.filters.grade || paging.filters.courseId));

  function apply(event: FormEvent) {
    event.preventDefault();
    paging.setFilters(draft);
  }

  return (
    <form onSubmit={apply} role="search" className="mb-5 rounded-2xl bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-52">
          <TextField
            type="search"
            label={t('teacher.students.search')}
            placeholder={t('teacher.students.searchPlaceholder')}
            value={draft.q}
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
          />
        </div>
        <Button type="submit">{t('teacher.filter.apply')}</Button>
        <Button
          variant="outline"
          aria-expanded={more}
          aria-controls="student-filters"
          onClick={() => setMore(!more)}
        >
          {t(more ? 'teacher.students.fewerFilters' : 'teacher.students.moreFilters')}
        </Button>
      </div>
      {more && (
        <div id="student-filters" className="mt-3 grid gap-3 sm:grid-cols-3">
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
          <div className="flex flex-wrap items-center gap-2 sm:col-span-3">
            <Button
              variant="outline"
              onClick={() => {
                setDraft({ q: '', grade: '', courseId: '', sort: '' });
                paging.clear();
              }}
            >
              {t('teacher.filter.clear')}
            </Button>
            <ExportButtons />
          </div>
        </div>
      )}
    </form>
  );
}
