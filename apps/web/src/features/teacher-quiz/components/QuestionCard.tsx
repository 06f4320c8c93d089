import {
  questionProblems,
  trueFalseAnswers,
  QUIZ_EDITOR_LIMITS,
  type EditorQuestion,
} from '@dars/core/rules';
import { TextAreaField } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { SelectField } from '../../../shared/ui/fields.tsx';
import { blankQuestion, problemText, type DraftQuestion } from '../quiz-draft.ts';
import { AnswerList } from './AnswerList.tsx';

export interface QuestionCardProps {
  question: DraftQuestion;
  index: number;
  count: number;
  /** false: the question is shown, with no control that changes it */
  canEdit: boolean;
  onChange(next: DraftQuestion): void;
  onMove(offset: -1 | 1): void;
  onDelete(): void;
}

/** One question: its type, text, options (one marked correct) and explanation, with its problems. */
export function QuestionCard({
  question,
  index,
  count,
  canEdit,
  onChange,
  onMove,
  onDelete,
}: QuestionCardProps) {
  const t = useT();
  const number = index + 1;
  const problems = questionProblems(question);
  const setType = (type: EditorQuestion['type']) =>
    onChange({
      ...question,
      type,
      answers: type === 'TrueFalse' ? trueFalseAnswers(0) : blankQuestion('MultipleChoice').answers,
    });

  return (
    <li
      className={`rounded-2xl bg-white p-4 shadow-sm ${problems.length ? 'ring-2 ring-amber-500' : ''}`}
      data-testid="quiz-question"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold text-gray-900">{t('teacher.quiz.question', { number })}</h3>
        {canEdit && (
          <div className="flex gap-1">
            <Button
              variant="outline"
              size="sm"
              disabled={index === 0}
              onClick={() => onMove(-1)}
              aria-label={t('teacher.quiz.moveUp', { number })}
            >
              ↑
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={index === count - 1}
              onClick={() => onMove(1)}
              aria-label={t('teacher.quiz.moveDown', { number })}
            >
              ↓
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={onDelete}
              aria-label={t('teacher.quiz.deleteQuestion', { number })}
            >
              {t('teacher.delete')}
            </Button>
          </div>
        )}
      </div>
      <fieldset disabled={!canEdit} className="grid min-w-0 gap-3">
        <SelectField
          label={t('teacher.quiz.type')}
          value={question.type}
          onChange={(event) => setType(event.target.value as EditorQuestion['type'])}
        >
          <option value="MultipleChoice">{t('teacher.quiz.type.MultipleChoice')}</option>
          <option value="TrueFalse">{t('teacher.quiz.type.TrueFalse')}</option>
        </SelectField>
        <TextAreaField
          label={t('teacher.quiz.questionText')}
          value={question.text}
          rows={2}
          maxLength={QUIZ_EDITOR_LIMITS.questionText}
          onChange={(event) => onChange({ ...question, text: event.target.value })}
        />
        <AnswerList question={question} canEdit={canEdit} onChange={onChange} />
        <TextAreaField
          label={t('teacher.quiz.explanation')}
          value={question.explanation ?? ''}
          rows={2}
          maxLength={QUIZ_EDITOR_LIMITS.explanation}
          onChange={(event) => onChange({ ...question, explanation: event.target.value || null })}
        />
        {canEdit && problems.length > 0 && (
          <ul className="text-sm font-semibold text-amber-800">
            {problems.map((problem) => (
              <li key={problem}>{t(problemText(problem))}</li>
            ))}
          </ul>
        )}
      </fieldset>
    </li>
  );
}
