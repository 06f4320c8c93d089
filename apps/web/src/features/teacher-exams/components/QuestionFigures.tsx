import type { ExamResults } from '@dars/core/contract';
import { SaveStatus, useConsoleRole } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { useMarkBroken } from '../api/bank.ts';

type Question = ExamResults['questions'][number];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-gray-50 p-2">
      <dt className="text-xs text-gray-600">{label}</dt>
      <dd className="font-bold" dir="auto">
        {value}
      </dd>
    </div>
  );
}

/** Each question: shown, share right, the wrong option chosen most, discrimination, median time; mark broken. */
export function QuestionFigures({ questions }: { questions: Question[] }) {
  const t = useT();
  const { canEdit } = useConsoleRole();
  const broken = useMarkBroken();
  const none = '—';
  return (
    <section className="space-y-3" aria-labelledby="figures-title">
      <h2 id="figures-title" className="text-lg font-bold">
        {t('teacher.exams.results.questions')}
      </h2>
      <SaveStatus
        state={broken}
        success={broken.data && t('teacher.exams.results.rescored', { count: broken.data.rescoredAttempts })}
      />
      <ol className="grid gap-3 lg:grid-cols-2" data-testid="question-figures">
        {questions.map((question) => (
          <li key={question.id} className="rounded-2xl bg-white p-4 shadow-sm">
            <p dir="auto" className="font-semibold break-words">
              {question.text}
            </p>
            <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
              <Figure label={t('teacher.exams.results.shown')} value={String(question.shown)} />
              <Figure
                label={t('teacher.exams.results.percentCorrect')}
                value={question.percentCorrect === null ? none : `${question.percentCorrect}%`}
              />
              <Figure
                label={t('teacher.exams.results.discrimination')}
                value={question.discrimination === null ? none : question.discrimination.toFixed(2)}
              />
              <Figure
                label={t('teacher.exams.results.medianSeconds')}
                value={question.medianSeconds === null ? none : String(Math.round(question.medianSeconds))}
              />
              <div className="col-span-2 rounded-lg bg-gray-50 p-2">
                <dt className="text-xs text-gray-600">{t('teacher.exams.results.commonWrong')}</dt>
                <dd className="font-bold break-words" dir="auto">
                  {question.commonWrong
                    ? `${question.commonWrong.text || t('teacher.exams.form.option', { n: question.commonWrong.index + 1 })} (${question.commonWrong.count})`
                    : none}
                </dd>
              </div>
            </dl>
            <label className="mt-2 flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className="size-5"
                checked={question.broken}
                disabled={!canEdit || broken.isPending}
                onChange={(event) => broken.mutate({ questionId: question.id, broken: event.target.checked })}
              />
              {t('teacher.exams.results.markBroken')}
            </label>
          </li>
        ))}
      </ol>
    </section>
  );
}
