import type { BankQuestionInput } from '@dars/core/contract';
import { EXAM_LIMITS } from '@dars/core/contract';
import { useId } from 'react';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { withoutOption } from '../question-form.ts';
import { PictureField } from './PictureField.tsx';

/** The options (2–6; true/false: its two), each a text or a picture, and which one is right. */
export function OptionsEditor({
  question,
  onChange,
  invalid,
}: {
  question: BankQuestionInput;
  onChange(question: BankQuestionInput): void;
  invalid: boolean;
}) {
  const t = useT();
  const name = useId();
  const trueFalse = question.type === 'TrueFalse';
  const setOption = (index: number, change: Partial<BankQuestionInput['options'][number]>) =>
    onChange({
      ...question,
      options: question.options.map((option, i) => (i === index ? { ...option, ...change } : option)),
    });
  return (
    <fieldset className="grid gap-3 rounded-xl border border-gray-200 p-3" aria-invalid={invalid}>
      <legend className="px-1 font-semibold">{t('teacher.exams.form.correct')}</legend>
      {question.options.map((option, index) => {
        const n = index + 1;
        return (
          <div key={index} className="grid gap-2 rounded-lg bg-gray-50 p-2">
            <div className="flex flex-wrap items-center gap-2">
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={name}
                  className="size-5"
                  checked={question.correctIndex === index}
                  onChange={() => onChange({ ...question, correctIndex: index })}
                  aria-label={`${t('teacher.exams.form.correct')}: ${t('teacher.exams.form.option', { n })}`}
                />
              </label>
              <input
                type="text"
                dir="auto"
                className="min-w-0 flex-1 basis-40 rounded-lg border border-gray-400 bg-white px-3 py-2"
                aria-label={t('teacher.exams.form.option', { n })}
                value={option.text}
                readOnly={trueFalse}
                onChange={(event) => setOption(index, { text: event.target.value })}
              />
              {!trueFalse && question.options.length > EXAM_LIMITS.optionsMin && (
                <Button size="sm" variant="ghost" onClick={() => onChange(withoutOption(question, index))}>
                  {t('teacher.exams.form.removeOption', { n })}
                </Button>
              )}
            </div>
            {!trueFalse && (
              <PictureField
                label={t('teacher.exams.form.optionPicture', { n })}
                value={option.imagePath}
                onChange={(imagePath) => setOption(index, { imagePath })}
              />
            )}
          </div>
        );
      })}
      {!trueFalse && question.options.length < EXAM_LIMITS.optionsMax && (
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            onChange({ ...question, options: [...question.options, { text: '', imagePath: null }] })
          }
        >
          {t('teacher.exams.form.addOption')}
        </Button>
      )}
    </fieldset>
  );
}
