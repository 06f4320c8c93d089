import type { ExamAttempt } from '@dars/core/contract';
import { useT } from '../../shared/i18n/index.ts';

type Question = ExamAttempt['questions'][number];

export interface ExamQuestionProps {
  question: Question;
  index: number;
  total: number;
  /** shown index chosen (the server's, or the one being saved) */
  chosen: number | null;
  disabled?: boolean;
  onChoose?(option: number): void;
  /** after the reveal: the right option's shown index */
  correct?: number | null;
  footer?: React.ReactNode;
}

/** One question: text, picture, options as radio buttons (pictures allowed). */
export function ExamQuestion({
  question,
  index,
  total,
  chosen,
  disabled,
  onChoose,
  correct,
  footer,
}: ExamQuestionProps) {
  const t = useT();
  const name = `exam-q-${question.id}`;
  return (
    <fieldset className="space-y-3 rounded-xl bg-white p-4 shadow-sm" data-question-id={question.id}>
      <legend className="sr-only">{t('exam.questionOf', { current: index + 1, total })}</legend>
      <p className="text-sm text-gray-600" aria-hidden="true">
        {t('exam.questionOf', { current: index + 1, total })}
      </p>
      <p dir="auto" className="text-lg font-semibold text-gray-900">
        {question.text}
      </p>
      {question.imageUrl && (
        <img
          src={question.imageUrl}
          alt={t('exam.questionImage')}
          className="max-h-72 rounded-lg object-contain"
        />
      )}
      <div className="grid gap-2">
        {question.options.map((option, optionIndex) => {
          const isRight = correct !== undefined && correct === optionIndex;
          const isWrongPick = correct !== undefined && chosen === optionIndex && !isRight;
          return (
            <label
              key={optionIndex}
              className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 ${
                isRight
                  ? 'border-green-600 bg-green-50'
                  : isWrongPick
                    ? 'border-red-600 bg-red-50'
                    : chosen === optionIndex
                      ? 'border-primary-600 bg-primary-50'
                      : 'border-gray-300'
              }`}
            >
              <input
                type="radio"
                name={name}
                className="size-5 shrink-0"
                checked={chosen === optionIndex}
                disabled={disabled}
                onChange={() => onChoose?.(optionIndex)}
              />
              <span dir="auto" className="flex-1">
                {option.text}
              </span>
              {option.imageUrl && (
                <img
                  src={option.imageUrl}
                  alt={t('exam.optionImage', { n: optionIndex + 1 })}
                  className="max-h-32 rounded object-contain"
                />
              )}
              {isRight && (
                <span className="text-sm font-semibold text-green-800">{t('exam.rightAnswer')}</span>
              )}
              {isWrongPick && <span className="text-sm text-red-800">{t('exam.yourAnswer')}</span>}
            </label>
          );
        })}
      </div>
      {footer}
    </fieldset>
  );
}
