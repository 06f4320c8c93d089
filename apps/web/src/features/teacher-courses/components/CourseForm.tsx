import { useState, type FormEvent } from 'react';
import { GRADES, TERMS, type Grade, type Term } from '@dars/core/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { FormMessage, SelectField, TextField } from '../../../shared/ui/fields.tsx';
import { saveErrorText } from './save-error.ts';

export interface CourseFormValues {
  courseName: string;
  description: string;
  grade: Grade;
  term: Term;
  price: number;
  active: boolean;
  isOpenToAll: boolean;
}

export const EMPTY_COURSE: CourseFormValues = {
  courseName: '',
  description: '',
  grade: 'Secondary3',
  term: 'First',
  price: 0,
  active: false,
  isOpenToAll: false,
};

export interface CourseFormProps {
  initial: CourseFormValues;
  readOnly?: boolean;
  onSave(values: CourseFormValues): Promise<unknown>;
}

/** The course's own fields; a failed save keeps what was typed and says why. */
export function CourseForm({ initial, readOnly = false, onSave }: CourseFormProps) {
  const t = useT();
  const [values, setValues] = useState(initial);
  const [state, setState] = useState<{ saving: boolean; error: unknown; saved: boolean }>({
    saving: false,
    error: null,
    saved: false,
  });
  const set = <K extends keyof CourseFormValues>(key: K, value: CourseFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setState({ saving: true, error: null, saved: false });
    try {
      await onSave(values);
      setState({ saving: false, error: null, saved: true });
    } catch (error) {
      setState({ saving: false, error, saved: false });
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2">
      <TextField
        label={t('teacher.courses.name')}
        value={values.courseName}
        required
        maxLength={100}
        disabled={readOnly}
        onChange={(event) => set('courseName', event.target.value)}
        className="sm:col-span-2"
      />
      <label className="flex flex-col gap-1 sm:col-span-2">
        <span className="font-semibold text-gray-800">{t('teacher.courses.description')}</span>
        <textarea
          value={values.description}
          maxLength={4000}
          rows={3}
          disabled={readOnly}
          onChange={(event) => set('description', event.target.value)}
          className="rounded-lg border border-gray-300 px-3 py-2 focus-visible:outline-3 focus-visible:outline-secondary"
        />
      </label>
      <SelectField
        label={t('teacher.courses.grade')}
        value={values.grade}
        disabled={readOnly}
        onChange={(event) => set('grade', event.target.value as Grade)}
      >
        {GRADES.map((grade) => (
          <option key={grade} value={grade}>
            {t(`common.grade.${grade}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('teacher.courses.term')}
        value={values.term}
        disabled={readOnly}
        onChange={(event) => set('term', event.target.value as Term)}
      >
        {TERMS.map((term) => (
          <option key={term} value={term}>
            {t(`common.term.${term}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        type="number"
        min={0}
        step="any"
        label={t('teacher.courses.price')}
        value={String(values.price)}
        disabled={readOnly}
        onChange={(event) => set('price', Number(event.target.value) || 0)}
      />
      <div className="flex flex-col justify-end gap-2">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={values.active}
            disabled={readOnly}
            onChange={(event) => set('active', event.target.checked)}
            className="h-5 w-5"
          />
          {t('teacher.courses.active')}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={values.isOpenToAll}
            disabled={readOnly}
            onChange={(event) => set('isOpenToAll', event.target.checked)}
            className="h-5 w-5"
          />
          {t('teacher.courses.openToAll')}
        </label>
      </div>
      {!readOnly && (
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" disabled={state.saving}>
            {state.saving ? t('teacher.saving') : t('teacher.save')}
          </Button>
          {state.saved && <FormMessage kind="success">{t('teacher.saved')}</FormMessage>}
          {state.error !== null && <FormMessage kind="error">{t(saveErrorText(state.error))}</FormMessage>}
        </div>
      )}
    </form>
  );
}
