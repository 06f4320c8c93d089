import { Link } from 'react-router';
import type { TeacherLesson, TeacherUnit } from '@dars/core/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { buttonClasses } from '../../../shared/ui/button-classes.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';

/** The course's exam lessons, each with its settings and results. */
export function ExamLessonList({ exams }: { exams: Array<TeacherLesson & { unit: TeacherUnit }> }) {
  const t = useT();
  if (exams.length === 0) return <EmptyState title={t('teacher.exams.list.empty')} />;
  return (
    <ul className="mt-4 grid gap-3">
      {exams.map((exam) => (
        <li key={exam.id} className="flex flex-wrap items-center gap-3 rounded-2xl bg-white p-4 shadow-sm">
          <div className="min-w-0 flex-1 basis-48">
            <h3 className="font-bold break-words">{exam.lessonName}</h3>
            <p className="text-sm text-gray-600">{exam.unit.unitName}</p>
          </div>
          <Link to={`/teacher/exams/lesson/${exam.id}`} className={buttonClasses('outline', 'sm')}>
            {t('teacher.exams.list.settings')}
          </Link>
          <Link to={`/teacher/exams/lesson/${exam.id}?tab=results`} className={buttonClasses('ghost', 'sm')}>
            {t('teacher.exams.list.results')}
          </Link>
        </li>
      ))}
    </ul>
  );
}
