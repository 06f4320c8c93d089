import type { ExamResults } from '@dars/core/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Every attempt: student, score, time, how it was submitted, tab-switch hints; its timeline. */
export function StudentAttempts({
  students,
  onTimeline,
}: {
  students: ExamResults['students'];
  onTimeline(attemptId: number): void;
}) {
  const t = useT();
  return (
    <section className="space-y-3" aria-labelledby="students-title">
      <h2 id="students-title" className="text-lg font-bold">
        {t('teacher.exams.results.students')}
      </h2>
      <ul className="grid gap-2" data-testid="exam-students">
        {students.map((student) => (
          <li
            key={student.attemptId}
            className="flex flex-wrap items-center gap-3 rounded-2xl bg-white p-3 shadow-sm"
          >
            <span className="min-w-0 flex-1 basis-40 font-semibold break-words" dir="auto">
              {student.name}
            </span>
            <span className="font-bold">{student.score === null ? '—' : `${student.score}%`}</span>
            <span className="text-sm text-gray-700" dir="ltr">
              {student.seconds === null ? '' : minutes(student.seconds)}
            </span>
            <span className="text-sm text-gray-700">
              {student.submittedAt === null
                ? t('teacher.exams.results.inProgress')
                : student.submittedBy === 'deadline'
                  ? t('teacher.exams.results.byDeadline')
                  : ''}
            </span>
            {student.tabSwitches > 0 && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
                {t('teacher.exams.results.tabSwitches')}: {student.tabSwitches}
              </span>
            )}
            <Button size="sm" variant="outline" onClick={() => onTimeline(student.attemptId)}>
              {t('teacher.exams.results.timeline')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
