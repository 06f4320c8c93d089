import { useState, type FormEvent } from 'react';
import type { CodeKind } from '@dars/core/contract';
import { MAX_CODES_PER_BATCH } from '@dars/core/contract/teacher-routes';
import type { MessageId } from '@dars/core/messages/runtime';
import { errorTextId } from '../../../shared/api/error-text.ts';
import { QueryState } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { FormMessage, SelectField, TextField } from '../../../shared/ui/fields.tsx';
import { useCodeTargets, useCreateCodeBatch } from '../api/codes.ts';
import type { CreatedBatch } from './CreatedBatch.tsx';

/** The end of a date input's day in the browser's time zone (codes work through that whole day). */
function endOfDay(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  return new Date(`${day}T23:59:59.999`).toISOString();
}

/** Course or unit, count, label, optional expiry → the new batch with its codes (shown once). */
export function CreateBatchForm({ onCreated }: { onCreated(batch: CreatedBatch): void }) {
  const t = useT();
  const targets = useCodeTargets();
  const create = useCreateCodeBatch();
  const [kind, setKind] = useState<CodeKind>('course');
  const [courseId, setCourseId] = useState('');
  const [unitId, setUnitId] = useState('');
  const [count, setCount] = useState('20');
  const [label, setLabel] = useState('');
  const [expiry, setExpiry] = useState('');
  const [error, setError] = useState<MessageId | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const targetId = kind === 'course' ? courseId : unitId;
    if (!targetId) return setError('teacher.codes.create.targetRequired');
    const number = Number(count);
    if (!/^\d+$/.test(count.trim()) || number < 1 || number > MAX_CODES_PER_BATCH)
      return setError('teacher.codes.create.countInvalid');
    const expiresAt = expiry ? endOfDay(expiry) : null;
    if (expiresAt && Date.parse(expiresAt) <= Date.now()) return setError('teacher.codes.create.expiryPast');
    try {
      const created = await create.mutateAsync({
        kind,
        targetId,
        count: number,
        label: label.trim() || null,
        expiresAt,
      });
      onCreated(created);
      setLabel('');
    } catch (failure) {
      setError(errorTextId(failure, { fallback: 'teacher.codes.create.failed' }));
    }
  }

  return (
    <section aria-labelledby="codes-create" className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="codes-create" className="mb-3 text-lg font-bold text-gray-900">
        {t('teacher.codes.create.title')}
      </h2>
      <QueryState query={targets}>
        {(data) => {
          const units = data.courses.find((course) => course.id === courseId)?.units ?? [];
          return (
            <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3 sm:grid-cols-2">
              <fieldset className="sm:col-span-2">
                <legend className="mb-1 font-semibold text-gray-800">{t('teacher.codes.create.kind')}</legend>
                <div className="flex flex-wrap gap-4">
                  {(['course', 'unit'] as const).map((value) => (
                    <label key={value} className="flex min-h-11 items-center gap-2">
                      <input
                        type="radio"
                        name="code-kind"
                        value={value}
                        checked={kind === value}
                        onChange={() => setKind(value)}
                        className="h-5 w-5"
                      />
                      {t(
                        value === 'course'
                          ? 'teacher.codes.create.kindCourse'
                          : 'teacher.codes.create.kindUnit',
                      )}
                    </label>
                  ))}
                </div>
              </fieldset>
              <SelectField
                label={t('teacher.codes.create.course')}
                value={courseId}
                onChange={(event) => {
                  setCourseId(event.target.value);
                  setUnitId('');
                }}
              >
                <option value="">{t('teacher.codes.create.choose')}</option>
                {data.courses.map((course) => (
                  <option key={course.id} value={course.id}>
                    {course.name}
                  </option>
                ))}
              </SelectField>
              {kind === 'unit' ? (
                <SelectField
                  label={t('teacher.codes.create.unit')}
                  value={unitId}
                  onChange={(event) => setUnitId(event.target.value)}
                  disabled={!courseId}
                >
                  <option value="">{t('teacher.codes.create.choose')}</option>
                  {units.map((unit) => (
                    <option key={unit.id} value={String(unit.id)}>
                      {unit.name}
                    </option>
                  ))}
                </SelectField>
              ) : (
                <div className="hidden sm:block" />
              )}
              <TextField
                label={t('teacher.codes.create.count')}
                inputMode="numeric"
                dir="ltr"
                value={count}
                onChange={(event) => setCount(event.target.value)}
              />
              <TextField
                label={t('teacher.codes.create.label')}
                placeholder={t('teacher.codes.create.labelPlaceholder')}
                maxLength={120}
                value={label}
                onChange={(event) => setLabel(event.target.value)}
              />
              <TextField
                type="date"
                label={t('teacher.codes.create.expiry')}
                value={expiry}
                onChange={(event) => setExpiry(event.target.value)}
              />
              <div className="flex items-end">
                <Button type="submit" loading={create.isPending} className="w-full sm:w-auto">
                  {create.isPending ? t('teacher.codes.create.submitting') : t('teacher.codes.create.submit')}
                </Button>
              </div>
              {error && (
                <div className="sm:col-span-2">
                  <FormMessage kind="error">{t(error)}</FormMessage>
                </div>
              )}
            </form>
          );
        }}
      </QueryState>
    </section>
  );
}
