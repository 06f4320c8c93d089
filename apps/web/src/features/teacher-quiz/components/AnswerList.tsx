import { QUIZ_EDITOR_LIMITS } from '@dars/core/rules';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import type { DraftQuestion } from '../quiz-draft.ts';

/** A question's options: one marked correct; multiple-choice options are added and removed. */
export function AnswerList({
  question,
  canEdit,
  onChange,
}: {
  question: DraftQuestion;
  canEdit: boolean;
  onChange(next: DraftQuestion): void;
}) {
  const t = useT();
  const setAnswer = (at: number, text: string) =>
    onChange({ ...question, answers: question.answers.map((a, i) => (i === at ? { ...a, text } : a)) });
  const markCorrect = (at: number) =>
    onChange({ ...question, answers: question.answers.map((a, i) => ({ ...a, isCorrect: i === at })) });
  const multiple = question.type === 'MultipleChoice';

  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 font-semibold text-gray-800">{t('teacher.quiz.options')}</legend>
      <ol className="space-y-2">
        {question.answers.map((answer, at) => (
          <li key={at} className="flex items-center gap-2">
            <input
              type="radio"
              name={`correct-${question.key}`}
              className="h-5 w-5 shrink-0 accent-primary-700"
              checked={answer.isCorrect}
              onChange={() => markCorrect(at)}
              aria-label={`${t('teacher.quiz.correct')}: ${t('teacher.quiz.option', { number: at + 1 })}`}
            />
            {multiple ? (
              <>
                <input
                  className="min-w-0 flex-1 rounded-lg border border-gray-400 bg-white px-3 py-2 text-gray-900"
                  value={answer.text}
                  maxLength={QUIZ_EDITOR_LIMITS.answerText}
                  aria-label={t('teacher.quiz.option', { number: at + 1 })}
                  onChange={(event) => setAnswer(at, event.target.value)}
                />
                {canEdit && (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={question.answers.length <= QUIZ_EDITOR_LIMITS.answersMin}
                    onClick={() =>
                      onChange({ ...question, answers: question.answers.filter((_a, i) => i !== at) })
                    }
                    aria-label={t('teacher.quiz.removeOption', { number: at + 1 })}
                  >
                    ×
                  </Button>
                )}
              </>
            ) : (
              <span className="py-2">{answer.text}</span>
            )}
          </li>
        ))}
      </ol>
      {canEdit && multiple && question.answers.length < QUIZ_EDITOR_LIMITS.answersMax && (
        <Button
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={() =>
            onChange({ ...question, answers: [...question.answers, { text: '', isCorrect: false }] })
          }
        >
          {t('teacher.quiz.addOption')}
        </Button>
      )}
    </fieldset>
  );
}
