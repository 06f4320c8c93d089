import { useState } from 'react';
import type { DashboardSummary } from '@dars/core/contract';
import { QueryState } from '../../../shared/console/index.ts';
import { useLocale, useT } from '../../../shared/i18n/index.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { SelectField } from '../../../shared/ui/fields.tsx';
import { useQuizScores } from '../api/quiz-scores.ts';
import { Card } from './Card.tsx';

/** A quiz's recorded scores in ten bands (0–9 … 90–100), with the pass mark and the mean. */
export function ScoresCard({ courses }: { courses: DashboardSummary['courses'] }) {
  const t = useT();
  const { formatNumber } = useLocale();
  const figure = (value: number) => formatNumber(value, { maximumFractionDigits: 1 });
  const withQuizzes = courses.filter((course) => course.quizzes.length > 0);
  const [lessonId, setLessonId] = useState(withQuizzes[0]?.quizzes[0]?.id);
  const query = useQuizScores(lessonId);
  return (
    <Card
      title={t('teacher.dashboard.scores.title')}
      actions={
        withQuizzes.length > 0 && (
          <SelectField
            label={t('teacher.dashboard.scores.quiz')}
            value={lessonId}
            onChange={(event) => setLessonId(Number(event.target.value))}
          >
            {withQuizzes.map((course) => (
              <optgroup key={course.id} label={course.name}>
                {course.quizzes.map((quiz) => (
                  <option key={quiz.id} value={quiz.id}>
                    {quiz.unitName} · {quiz.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
        )
      }
    >
      {withQuizzes.length === 0 ? (
        <EmptyState title={t('teacher.dashboard.scores.noQuizzes')} />
      ) : (
        <QueryState
          query={query}
          isEmpty={(scores) => scores.students === 0}
          empty={<EmptyState title={t('teacher.dashboard.scores.empty')} />}
        >
          {(scores) => {
            const highest = Math.max(1, ...scores.buckets.map((bucket) => bucket.count));
            return (
              <div data-testid="quiz-scores">
                <p className="font-semibold text-gray-800">
                  {t('teacher.dashboard.scores.summary', {
                    students: scores.students,
                    passed: scores.passed,
                    average: figure(scores.average ?? 0),
                  })}
                </p>
                <p className="text-sm text-gray-600">
                  {t('teacher.dashboard.scores.passMark', { pass: scores.passDegree })} ·{' '}
                  {t('teacher.dashboard.scores.recorded')}
                </p>
                <ul dir="ltr" className="mt-3 flex h-44 items-end gap-1">
                  {scores.buckets.map((bucket) => (
                    <li
                      key={bucket.from}
                      className="flex h-full min-w-0 flex-1 flex-col items-center justify-end"
                    >
                      <span className="text-xs text-gray-700">{figure(bucket.count)}</span>
                      <span
                        className={`w-full rounded-t ${bucket.to < scores.passDegree ? 'bg-amber-500' : 'bg-primary-600'}`}
                        style={{
                          height: `${Math.round((bucket.count / highest) * 100)}%`,
                          minHeight: bucket.count ? 4 : 1,
                        }}
                        title={t('teacher.dashboard.scores.band', { from: bucket.from, to: bucket.to })}
                      />
                      <span className="mt-1 text-[0.65rem] text-gray-600 sm:text-xs">
                        {figure(bucket.from)}
                      </span>
                      <span className="sr-only">
                        {t('teacher.dashboard.scores.band', { from: bucket.from, to: bucket.to })}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            );
          }}
        </QueryState>
      )}
    </Card>
  );
}
