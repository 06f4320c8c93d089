import { EXAM_DIFFICULTIES } from '@dars/core/rules';
import { useId, useState } from 'react';
import { SaveStatus, TextAreaField } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { Dialog } from '../../../shared/ui/Dialog.tsx';
import { SelectField, TextField } from '../../../shared/ui/fields.tsx';
import { useSaveQuestion, type BankQuestion } from '../api/bank.ts';
import { blankQuestion, inputOf, problemsOf, withType } from '../question-form.ts';
import { OptionsEditor } from './OptionsEditor.tsx';
import { PictureField } from './PictureField.tsx';

/** Adds or edits one bank question: text, pictures, options and the right one, explanation, tags. */
export function QuestionDialog({
  courseId,
  question,
  units,
  onClose,
}: {
  courseId: string;
  question: BankQuestion | null;
  units: string[];
  onClose(): void;
}) {
  const t = useT();
  const unitsList = useId();
  const save = useSaveQuestion(courseId);
  const [draft, setDraft] = useState(() => (question ? inputOf(question) : blankQuestion(units[0] ?? '')));
  const [tried, setTried] = useState(false);
  const problems = problemsOf(draft);
  const set = (change: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...change }));

  const submit = () => {
    setTried(true);
    if (problems.size > 0) return;
    save.mutate({ id: question?.id ?? null, question: draft }, { onSuccess: onClose });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t(question ? 'teacher.exams.bank.edit' : 'teacher.exams.bank.add')}
      actions={
        <>
          <Button onClick={submit} loading={save.isPending}>
            {t('teacher.save')}
          </Button>
          <Button variant="outline" onClick={onClose}>
            {t('teacher.cancel')}
          </Button>
          <SaveStatus state={save} success={t('teacher.exams.form.saved')} />
        </>
      }
    >
      <div className="grid gap-4">
        <TextAreaField
          label={t('teacher.exams.form.text')}
          value={draft.text}
          rows={3}
          aria-invalid={tried && problems.has('text')}
          onChange={(event) => set({ text: event.target.value })}
        />
        <PictureField
          label={t('teacher.exams.form.picture')}
          value={draft.imagePath}
          onChange={(imagePath) => set({ imagePath })}
        />
        <SelectField
          label={t('teacher.exams.form.type')}
          value={draft.type}
          onChange={(event) =>
            setDraft((current) =>
              withType(current, event.target.value as typeof draft.type, {
                true: t('teacher.exams.form.true'),
                false: t('teacher.exams.form.false'),
              }),
            )
          }
        >
          <option value="MultipleChoice">{t('teacher.exams.form.typeMc')}</option>
          <option value="TrueFalse">{t('teacher.exams.form.typeTf')}</option>
        </SelectField>
        <OptionsEditor question={draft} onChange={setDraft} invalid={tried && problems.has('options')} />
        <TextAreaField
          label={t('teacher.exams.form.explanation')}
          value={draft.explanation}
          rows={2}
          onChange={(event) => set({ explanation: event.target.value })}
        />
        <PictureField
          label={t('teacher.exams.form.explanationPicture')}
          value={draft.explanationImagePath}
          onChange={(explanationImagePath) => set({ explanationImagePath })}
        />
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            label={t('teacher.exams.bank.unit')}
            list={unitsList}
            value={draft.unit}
            onChange={(event) => set({ unit: event.target.value })}
          />
          <datalist id={unitsList}>
            {units.map((unit) => (
              <option key={unit} value={unit} />
            ))}
          </datalist>
          <TextField
            label={t('teacher.exams.bank.topic')}
            value={draft.topic}
            onChange={(event) => set({ topic: event.target.value })}
          />
          <SelectField
            label={t('teacher.exams.bank.difficulty')}
            value={draft.difficulty}
            onChange={(event) => set({ difficulty: event.target.value as typeof draft.difficulty })}
          >
            {EXAM_DIFFICULTIES.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {t(`teacher.exams.difficulty.${difficulty}`)}
              </option>
            ))}
          </SelectField>
        </div>
        {tried && problems.size > 0 && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
            {t(problems.has('options') ? 'teacher.exams.form.optionNeedsContent' : 'teacher.form.required')}
          </p>
        )}
      </div>
    </Dialog>
  );
}
