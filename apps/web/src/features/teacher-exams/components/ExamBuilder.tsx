import type { TeacherExam } from '@dars/core/contract';
import { EXAM_REVEALS, unfilledQuotas } from '@dars/core/rules';
import { useState } from 'react';
import { SaveStatus, useConsoleRole } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { SelectField, TextField } from '../../../shared/ui/fields.tsx';
import { useBank } from '../api/bank.ts';
import { useSaveExam } from '../api/exams.ts';
import { draftOf, questionTotal, settingsOf, type ExamDraft } from '../exam-draft.ts';
import { FixedPicker } from './FixedPicker.tsx';
import { QuotaEditor } from './QuotaEditor.tsx';
import { TimingFields } from './TimingFields.tsx';

/** The exam's draw (quotas or a fixed list), time, window, attempts, reveal and pass mark. */
export function ExamBuilder({ exam }: { exam: TeacherExam }) {
  const t = useT();
  const { canEdit } = useConsoleRole();
  const save = useSaveExam(exam.lessonId);
  const bank = useBank(exam.courseId, {});
  const [draft, setDraft] = useState<ExamDraft>(() => draftOf(exam.settings));
  const set = (change: Partial<ExamDraft>) => setDraft((current) => ({ ...current, ...change }));
  const questions = bank.data?.questions.filter((q) => !q.broken) ?? [];
  const draw = settingsOf(draft).draw;
  const unfilled = draw.kind === 'quotas' && bank.data ? unfilledQuotas(draw.quotas, questions) : [];
  return (
    <form
      className="mt-4 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(settingsOf(draft));
      }}
    >
      <fieldset disabled={!canEdit} className="space-y-4">
        <section className="space-y-3 rounded-2xl bg-white p-4 shadow-sm">
          <h2 className="text-lg font-bold">{t('teacher.exams.builder.draw')}</h2>
          <p className="text-sm text-gray-700">
            {t('teacher.exams.builder.bankSize', { count: exam.bankSize })}
          </p>
          <div className="flex flex-wrap gap-4">
            {(['quotas', 'fixed'] as const).map((kind) => (
              <label key={kind} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="draw-kind"
                  className="size-5"
                  checked={draft.kind === kind}
                  onChange={() => set({ kind })}
                />
                {t(
                  kind === 'quotas' ? 'teacher.exams.builder.drawQuotas' : 'teacher.exams.builder.drawFixed',
                )}
              </label>
            ))}
          </div>
          {draft.kind === 'quotas' ? (
            <QuotaEditor
              quotas={draft.quotas}
              units={bank.data?.units ?? []}
              unfilled={unfilled}
              onChange={(quotas) => set({ quotas })}
            />
          ) : (
            <FixedPicker
              questions={questions}
              chosen={draft.questionIds}
              onChange={(questionIds) => set({ questionIds })}
            />
          )}
          <p className="font-semibold" role="status">
            {t('teacher.exams.builder.total', { count: questionTotal(draft) })}
          </p>
        </section>
        <TimingFields draft={draft} onChange={set} />
        <section className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2">
          <TextField
            type="number"
            min={1}
            max={20}
            label={t('teacher.exams.builder.attempts')}
            value={String(draft.attemptsAllowed)}
            onChange={(event) => set({ attemptsAllowed: Number(event.target.value) })}
          />
          <TextField
            type="number"
            min={0}
            max={100}
            label={t('teacher.exams.builder.passDegree')}
            value={String(draft.passDegree)}
            onChange={(event) => set({ passDegree: Number(event.target.value) })}
          />
          <SelectField
            label={t('teacher.exams.builder.reveal')}
            value={draft.reveal}
            onChange={(event) => set({ reveal: event.target.value as ExamDraft['reveal'] })}
          >
            {EXAM_REVEALS.map((reveal) => (
              <option key={reveal} value={reveal}>
                {t(`teacher.exams.reveal.${reveal}`)}
              </option>
            ))}
          </SelectField>
          <label className="flex min-h-11 items-center gap-2 self-end">
            <input
              type="checkbox"
              className="size-5"
              checked={draft.revealAfterClose}
              disabled={!draft.closesAt}
              onChange={(event) => set({ revealAfterClose: event.target.checked })}
            />
            {t('teacher.exams.builder.revealAfterClose')}
          </label>
        </section>
      </fieldset>
      {canEdit ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="lg" loading={save.isPending}>
            {t('teacher.exams.builder.save')}
          </Button>
          <SaveStatus state={save} success={t('teacher.exams.builder.saved')} />
        </div>
      ) : (
        <p className="text-gray-700">{t('teacher.exams.builder.viewOnly')}</p>
      )}
    </form>
  );
}
