import { useState, type FormEvent } from 'react';
import { unitFieldsSchema, type TeacherUnit } from '@dars/core/contract';
import { useLocale, useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/fields.tsx';
import { callWrite } from '../api/courses.ts';
import type { RunWrite } from './LessonRow.tsx';

/**
 * A unit's price on its own (docs/payments.md): students who do not hold the course may then buy
 * the unit online from the course page. Empty: the unit opens with unit codes only.
 */
export function UnitPrice({ unit, canEdit, run }: { unit: TeacherUnit; canEdit: boolean; run: RunWrite }) {
  const t = useT();
  const { formatNumber } = useLocale();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(unit.price === null ? '' : String(unit.price));
  const [invalid, setInvalid] = useState(false);
  const shown =
    unit.price === null
      ? t('teacher.units.priceNone')
      : t('teacher.units.priceShown', {
          amount: formatNumber(unit.price, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
        });

  function save(event: FormEvent) {
    event.preventDefault();
    const price = text.trim() === '' ? null : Number(text);
    if (!unitFieldsSchema.shape.price.safeParse(price).success) return setInvalid(true);
    setInvalid(false);
    setOpen(false);
    run(
      () =>
        callWrite('teacherUpdateUnit', {
          unitId: unit.id,
          version: unit.version,
          unitName: unit.unitName,
          subtitle: unit.subtitle,
          active: unit.active,
          price,
        }),
      `unit-${unit.id}`,
    );
  }

  return (
    <div className="mt-1 flex flex-wrap items-end gap-2 text-sm text-gray-700">
      <span data-testid={`unit-price-${unit.id}`}>{shown}</span>
      {canEdit && !open && (
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('teacher.units.priceEditNamed', { name: unit.unitName })}
          onClick={() => setOpen(true)}
        >
          {t('teacher.units.priceEdit')}
        </Button>
      )}
      {open && (
        <form noValidate onSubmit={save} className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
          <TextField
            label={t('teacher.units.price')}
            hint={t('teacher.units.priceHint')}
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={invalid}
          />
          <Button type="submit" size="sm">
            {t('teacher.save')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setOpen(false)}>
            {t('teacher.cancel')}
          </Button>
          {invalid && (
            <p role="alert" className="w-full font-semibold text-red-700">
              {t('teacher.units.priceInvalid')}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
