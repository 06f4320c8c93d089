import { useState, type FormEvent } from 'react';
import { discountCodeBodySchema, type DiscountCodeBody } from '@dars/core/contract';
import { SaveStatus } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { SelectField, TextField } from '../../../shared/ui/fields.tsx';
import { useCreateDiscountCode } from '../api/discount-codes.ts';

const EMPTY = {
  code: '',
  kind: 'percent' as 'percent' | 'fixed',
  value: '',
  courseId: '',
  maxUses: '',
  maxUsesPerStudent: '1',
  expiresOn: '',
};
type Draft = typeof EMPTY;

const whole = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * The request a draft makes: a fixed amount is typed in pounds and sent in piasters; an expiry
 * day lasts to its end in the teacher's time.
 */
function discountCodeBody(draft: Draft): unknown {
  const value = Number(draft.value);
  return {
    code: draft.code,
    kind: draft.kind,
    value: draft.kind === 'fixed' ? Math.round(value * 100) : value,
    ...(draft.courseId ? { courseId: draft.courseId } : {}),
    ...(whole(draft.maxUses) !== undefined ? { maxUses: whole(draft.maxUses) } : {}),
    ...(whole(draft.maxUsesPerStudent) !== undefined
      ? { maxUsesPerStudent: whole(draft.maxUsesPerStudent) }
      : {}),
    ...(draft.expiresOn ? { expiresAt: new Date(`${draft.expiresOn}T23:59:59`).toISOString() } : {}),
  };
}

/** A new discount code: checked by the schema the server checks it with, then made (audited). */
export function DiscountCodeForm({ courses }: { courses: Array<{ id: string; name: string }> }) {
  const t = useT();
  const create = useCreateDiscountCode();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));
  const problem = (field: string) =>
    invalid.has(field) ? (
      <span role="alert" className="text-sm font-semibold text-red-700">
        {t('teacher.form.invalid')}
      </span>
    ) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = discountCodeBodySchema.safeParse(discountCodeBody(draft));
    if (!parsed.success) {
      setInvalid(new Set(parsed.error.issues.map((issue) => String(issue.path[0]))));
      return;
    }
    setInvalid(new Set());
    create.mutate(parsed.data as DiscountCodeBody, { onSuccess: () => setDraft(EMPTY) });
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="new-discount-code"
      className="rounded-2xl bg-white p-4 shadow-sm"
    >
      <h2 id="new-discount-code" className="mb-3 text-lg font-bold text-gray-900">
        {t('teacherPayments.codes.new')}
      </h2>
      <div className="grid gap-3 md:grid-cols-2">
        <div>
          <TextField
            label={t('teacherPayments.codes.code')}
            hint={t('teacherPayments.codes.codeHint')}
            value={draft.code}
            onChange={set('code')}
            dir="ltr"
            autoComplete="off"
            maxLength={40}
            aria-invalid={invalid.has('code')}
          />
          {problem('code')}
        </div>
        <SelectField label={t('teacherPayments.codes.kind')} value={draft.kind} onChange={set('kind')}>
          <option value="percent">{t('teacherPayments.codes.kind.percent')}</option>
          <option value="fixed">{t('teacherPayments.codes.kind.fixed')}</option>
        </SelectField>
        <div>
          <TextField
            label={t(
              draft.kind === 'percent' ? 'teacherPayments.codes.percent' : 'teacherPayments.codes.amount',
            )}
            type="number"
            inputMode="decimal"
            min={draft.kind === 'percent' ? 1 : 0.01}
            max={draft.kind === 'percent' ? 100 : undefined}
            step={draft.kind === 'percent' ? 1 : 0.01}
            value={draft.value}
            onChange={set('value')}
            aria-invalid={invalid.has('value')}
          />
          {problem('value')}
        </div>
        <SelectField
          label={t('teacherPayments.codes.course')}
          value={draft.courseId}
          onChange={set('courseId')}
        >
          <option value="">{t('teacherPayments.codes.allCourses')}</option>
          {courses.map((course) => (
            <option key={course.id} value={course.id}>
              {course.name}
            </option>
          ))}
        </SelectField>
        <div>
          <TextField
            label={t('teacherPayments.codes.maxUses')}
            type="number"
            inputMode="numeric"
            min={1}
            value={draft.maxUses}
            onChange={set('maxUses')}
            aria-invalid={invalid.has('maxUses')}
          />
          {problem('maxUses')}
        </div>
        <div>
          <TextField
            label={t('teacherPayments.codes.maxUsesPerStudent')}
            type="number"
            inputMode="numeric"
            min={1}
            value={draft.maxUsesPerStudent}
            onChange={set('maxUsesPerStudent')}
            aria-invalid={invalid.has('maxUsesPerStudent')}
          />
          {problem('maxUsesPerStudent')}
        </div>
        <TextField
          label={t('teacherPayments.codes.expiresAt')}
          type="date"
          value={draft.expiresOn}
          onChange={set('expiresOn')}
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit" loading={create.isPending}>
          {t('teacherPayments.codes.create')}
        </Button>
        <SaveStatus state={create} success={t('teacherPayments.codes.created')} />
      </div>
    </form>
  );
}
