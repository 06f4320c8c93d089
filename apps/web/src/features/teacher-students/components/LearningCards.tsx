import type { StudentDetail } from '@dars/core/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { useWhen } from '../use-when.ts';
import { StudentCard } from './StudentCard.tsx';

/** Videos watched per course and unit. */
export function ProgressCard({ student }: { student: StudentDetail }) {
  const t = useT();
  return (
    <StudentCard title={t('teacher.students.progress')}>
      <div className="space-y-4">
        {student.progress.map((course) => {
          const units = [...new Set(course.lessons.map((lesson) => lesson.unitName))];
          return (
            <div key={course.courseId}>
              <p className="font-semibold break-words">
                {course.courseName} —{' '}
                {t('teacher.students.watched', { done: course.completedVideos, count: course.totalVideos })}
              </p>
              <ul className="mt-1 space-y-1 text-sm">
                {units.map((unit) => {
                  const lessons = course.lessons.filter((lesson) => lesson.unitName === unit);
                  const done = lessons.filter((lesson) => lesson.isCompleted).length;
                  return (
                    <li key={unit} className="flex justify-between gap-2 rounded bg-gray-50 px-2 py-1">
                      <span className="min-w-0 break-words">{unit}</span>
                      <span className="text-gray-600">
                        {done}/{lessons.length}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </div>
    </StudentCard>
  );
}

/** Each quiz's latest score, pass or fail, and attempts. */
export function QuizzesCard({ student }: { student: StudentDetail }) {
  const t = useT();
  const when = useWhen();
  return (
    <StudentCard title={t('teacher.students.quizzes')}>
      {student.quizzes.length === 0 ? (
        <p className="text-sm text-gray-600">{t('teacher.students.noQuizzes')}</p>
      ) : (
        <ul className="divide-y divide-gray-100 text-sm">
          {student.quizzes.map((quiz) => (
            <li key={quiz.lessonId} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="min-w-0 break-words">
                <span className="font-semibold">{quiz.lessonName}</span> · {quiz.courseName} · {quiz.unitName}
              </span>
              <span className={quiz.passed ? 'text-green-700' : 'text-red-700'}>
                {t('teacher.students.score', { score: quiz.score })} ·{' '}
                {quiz.passed ? t('teacher.students.passed') : t('teacher.students.failed')} ·{' '}
                {t('teacher.students.attempts', { count: quiz.attemptCount })} · {when(quiz.submittedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </StudentCard>
  );
}
