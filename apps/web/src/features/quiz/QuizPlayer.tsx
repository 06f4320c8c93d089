import { useReducer } from 'react';
import type { QuizContent, QuizResult, QuizSubmission } from '@dars/core/contract';
import { Button } from '../../shared/ui/Button.tsx';
import { useT } from '../../shared/i18n/index.ts';
import { submitErrorMessage, submitQuiz } from './api/submit-quiz.ts';
import {
  currentAnswer,
  initialQuizState,
  isLastQuestion,
  quizReducer,
  type QuizOutcome,
} from './quiz-state.ts';
import './messages.ts';

export interface QuizPlayerProps {
  quiz: QuizContent;
  hasNextLesson: boolean;
  /** After a successful submit (the course tree must learn the quiz is submitted). */
  onSubmitted?(result: QuizResult): void;
  /** The finish button: runs the completion action and moves on. */
  onFinish(): void;
  finishing?: boolean;
}

export function outcomeFromSubmission(submission: QuizSubmission | null): QuizOutcome | null {
  if (!submission) return null;
  return {
    score: submission.score,
    notes: submission.notes,
    correctCount: submission.correctCount,
    totalCount: submission.totalCount,
    passed: submission.passed,
    correctAnswers: submission.correctAnswers ?? [],
    answers: submission.answers,
  };
}

function outcomeFromResult(result: QuizResult, answers: (number | null)[]): QuizOutcome {
  return {
    score: result.score,
    notes: result.notes,
    correctCount: result.correctCount,
    totalCount: result.totalCount,
    passed: result.passed,
    correctAnswers: result.correctAnswers ?? [],
    answers,
  };
}

export function QuizPlayer({
  quiz,
  hasNextLesson,
  onSubmitted,
  onFinish,
  finishing = false,
}: QuizPlayerProps) {
  const t = useT();
  const [state, dispatch] = useReducer(quizReducer, null, () =>
    initialQuizState(quiz.questions.length, outcomeFromSubmission(quiz.submission)),
  );

  if (quiz.questions.length === 0) {
    return (
      <p className="rounded-xl bg-white p-6 text-center text-gray-700 shadow-sm">{t('common.noQuestions')}</p>
    );
  }

  async function submit() {
    dispatch({ type: 'submitStarted' });
    try {
      const result = await submitQuiz(quiz.id, state.answers);
      dispatch({ type: 'submitSucceeded', outcome: outcomeFromResult(result, state.answers) });
      onSubmitted?.(result);
    } catch (error) {
      dispatch({ type: 'submitFailed', message: submitErrorMessage(t, error) });
    }
  }

  if (state.phase === 'completed' && state.outcome) {
    const { outcome } = state;
    return (
      <section aria-labelledby="quiz-done-title" className="rounded-xl bg-white p-4 shadow-sm sm:p-6">
        <h2 id="quiz-done-title" className="text-xl font-bold text-gray-900">
          {t('quiz.completedTitle')}
        </h2>
        <p className="mt-3 text-3xl font-extrabold text-primary-700" data-testid="quiz-score">
          {t('quiz.score', { score: outcome.score })}
        </p>
        {outcome.correctCount !== null && outcome.totalCount !== null && (
          <p className="mt-1 text-gray-700">
            {t('quiz.correctCount', { correct: outcome.correctCount, count: outcome.totalCount })}
          </p>
        )}
        {outcome.passed !== null && (
          <p className={`mt-1 font-semibold ${outcome.passed ? 'text-green-700' : 'text-amber-700'}`}>
            {outcome.passed ? t('quiz.passed') : t('quiz.failed')} ·{' '}
            {t('quiz.passDegree', { degree: quiz.passDegree })}
          </p>
        )}
        <div className="mt-5 flex flex-wrap gap-3">
          {outcome.correctAnswers.length > 0 && (
            <Button
              variant="outline"
              onClick={() => dispatch({ type: 'revealToggled' })}
              aria-expanded={state.revealed}
            >
              {state.revealed ? t('quiz.hideAnswers') : t('quiz.revealAnswers')}
            </Button>
          )}
          {quiz.isRetake && (
            <Button variant="ghost" onClick={() => dispatch({ type: 'retakeStarted' })}>
              {t('quiz.retake')}
            </Button>
          )}
          <Button onClick={onFinish} loading={finishing}>
            {hasNextLesson ? t('quiz.finish') : t('quiz.finishLast')}
          </Button>
        </div>
        {state.revealed && (
          <ol className="mt-5 space-y-3" aria-label={t('quiz.revealAnswers')}>
            {quiz.questions.map((question, index) => {
              const chosen = outcome.answers[index] ?? null;
              const correct = outcome.correctAnswers[index];
              const chosenText =
                chosen === null ? t('quiz.noAnswer') : (question.answers[chosen]?.text ?? t('quiz.noAnswer'));
              const correctText = correct === undefined ? '' : (question.answers[correct]?.text ?? '');
              const right = chosen !== null && chosen === correct;
              return (
                <li
                  key={question.id}
                  className={`rounded-lg border p-3 ${right ? 'border-green-300 bg-green-50' : 'border-red-200 bg-red-50'}`}
                >
                  <p className="font-semibold text-gray-900">{question.text}</p>
                  <p className="mt-1 text-sm text-gray-700">
                    {t('quiz.yourAnswer')}: {chosenText}
                  </p>
                  <p className="text-sm font-semibold text-green-800">
                    {t('quiz.correctAnswer')}: {correctText}
                  </p>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    );
  }

  const question = quiz.questions[state.index]!;
  const chosen = currentAnswer(state);
  const last = isLastQuestion(state);
  const submitting = state.phase === 'submitting';

  return (
    <section aria-labelledby="quiz-question" className="rounded-xl bg-white p-4 shadow-sm sm:p-6">
      <p className="text-sm font-semibold text-secondary">
        {t('quiz.progress', { current: state.index + 1, total: quiz.questions.length })}
      </p>
      <h2 id="quiz-question" className="mt-2 text-lg font-bold text-gray-900 sm:text-xl">
        {question.text}
      </h2>
      <fieldset className="mt-4" disabled={submitting}>
        <legend className="sr-only">{t('quiz.answersLabel')}</legend>
        <div className="space-y-2">
          {question.answers.map((answer, index) => (
            <label
              key={answer.id}
              className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 px-3 py-2 ${
                chosen === index
                  ? 'border-primary-700 bg-primary-50'
                  : 'border-gray-200 hover:border-primary-300'
              }`}
            >
              <input
                type="radio"
                name={`question-${question.id}`}
                checked={chosen === index}
                onChange={() => dispatch({ type: 'answered', answerIndex: index })}
                className="size-5 accent-primary-700"
              />
              <span className="text-gray-900">{answer.text}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {state.error && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-800">
          {state.error}
        </p>
      )}
      <div className="mt-5 flex flex-wrap items-center gap-3">
        {state.index > 0 && (
          <Button variant="ghost" onClick={() => dispatch({ type: 'previous' })} disabled={submitting}>
            {t('quiz.previous')}
          </Button>
        )}
        <span className="flex-1" />
        {chosen === null && <span className="text-sm text-gray-600">{t('quiz.chooseAnswer')}</span>}
        {last ? (
          <Button onClick={() => void submit()} disabled={chosen === null} loading={submitting}>
            {submitting ? t('quiz.submitting') : t('quiz.submit')}
          </Button>
        ) : (
          <Button onClick={() => dispatch({ type: 'next' })} disabled={chosen === null}>
            {t('quiz.next')}
          </Button>
        )}
      </div>
    </section>
  );
}
