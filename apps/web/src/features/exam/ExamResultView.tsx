import type { ExamResult } from '@dars/core/contract';
import { useT } from '../../shared/i18n/index.ts';
import { ExamQuestion } from './ExamQuestion.tsx';

/** The last submitted attempt, as far as the reveal policy shows it now. */
export function ExamResultView({ result, revealLater }: { result: ExamResult; revealLater: boolean }) {
  const t = useT();
  return (
    <section className="space-y-4" aria-labelledby="exam-result">
      <div className="rounded-xl bg-white p-4 shadow-sm">
        <h3 id="exam-result" className="text-lg font-bold text-gray-900">
          {t('exam.submitted')}
        </h3>
        {result.submittedBy === 'deadline' && <p className="text-gray-700">{t('exam.submittedByTime')}</p>}
        {result.score !== null ? (
          <p className="mt-2 text-xl font-semibold">
            {t('exam.score', { score: result.score })}{' '}
            <span className={result.passed ? 'text-green-800' : 'text-red-800'}>
              {t(result.passed ? 'exam.passed' : 'exam.failed')}
            </span>
          </p>
        ) : (
          <p className="mt-2 text-gray-700">{t(revealLater ? 'exam.resultLater' : 'exam.noResultShown')}</p>
        )}
      </div>
      {result.questions?.map((question, index, list) => (
        <ExamQuestion
          key={question.id}
          question={question}
          index={index}
          total={list.length}
          chosen={question.chosen}
          disabled
          correct={question.correct}
          footer={
            <>
              {question.broken && <p className="text-sm text-amber-800">{t('exam.brokenQuestion')}</p>}
              {question.explanation && (
                <p dir="auto" className="rounded-lg bg-gray-50 p-3 text-gray-800">
                  <span className="font-semibold">{t('exam.explanation')}: </span>
                  {question.explanation}
                </p>
              )}
              {question.explanationImageUrl && (
                <img
                  src={question.explanationImageUrl}
                  alt={t('exam.explanation')}
                  className="max-h-72 rounded-lg"
                />
              )}
            </>
          }
        />
      ))}
    </section>
  );
}
