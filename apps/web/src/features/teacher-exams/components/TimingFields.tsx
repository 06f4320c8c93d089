import { QUESTION_SECONDS_RANGE } from '@dars/core/rules';
import { useT } from '../../../shared/i18n/index.ts';
import { TextField } from '../../../shared/ui/fields.tsx';
import type { ExamDraft } from '../exam-draft.ts';

/** The exam's time, the optional time per question, and its window (Cairo time). */
export function TimingFields({
  draft,
  onChange,
}: {
  draft: ExamDraft;
  onChange(change: Partial<ExamDraft>): void;
}) {
  const t = useT();
  return (
    <section className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2">
      <TextField
        type="number"
        min={1}
        max={360}
        label={t('teacher.exams.builder.duration')}
        value={String(draft.minutes)}
        onChange={(event) => onChange({ minutes: Number(event.target.value) })}
      />
      <div className="grid gap-2">
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className="size-5"
            checked={draft.perQuestion}
            onChange={(event) => onChange({ perQuestion: event.target.checked })}
          />
          {t('teacher.exams.builder.perQuestion')}
        </label>
        {draft.perQuestion && (
          <TextField
            type="number"
            min={QUESTION_SECONDS_RANGE.min}
            max={QUESTION_SECONDS_RANGE.max}
            label={t('teacher.exams.builder.questionSeconds')}
            hint={t('teacher.exams.builder.perQuestionHint')}
            value={String(draft.questionSeconds)}
            onChange={(event) => onChange({ questionSeconds: Number(event.target.value) })}
          />
        )}
      </div>
      <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-1 font-semibold">{t('teacher.exams.builder.window')}</legend>
        <TextField
          type="datetime-local"
          label={t('teacher.exams.builder.opensAt')}
          value={draft.opensAt}
          onChange={(event) => onChange({ opensAt: event.target.value })}
        />
        <TextField
          type="datetime-local"
          label={t('teacher.exams.builder.closesAt')}
          hint={t('teacher.exams.builder.windowHint')}
          value={draft.closesAt}
          onChange={(event) => onChange({ closesAt: event.target.value })}
        />
      </fieldset>
    </section>
  );
}
