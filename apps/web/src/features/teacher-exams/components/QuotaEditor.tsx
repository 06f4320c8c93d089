import { EXAM_DIFFICULTIES } from '@dars/core/rules';
import { EXAM_LIMITS } from '@dars/core/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { SelectField, TextField } from '../../../shared/ui/fields.tsx';
import type { QuotaDraft } from '../exam-draft.ts';

/** "10 easy from unit 1, 5 hard from any": each quota a count, a difficulty and a unit (or any). */
export function QuotaEditor({
  quotas,
  units,
  unfilled,
  onChange,
}: {
  quotas: QuotaDraft[];
  units: string[];
  unfilled: Array<{ index: number; missing: number }>;
  onChange(quotas: QuotaDraft[]): void;
}) {
  const t = useT();
  const setQuota = (index: number, change: Partial<QuotaDraft>) =>
    onChange(quotas.map((quota, i) => (i === index ? { ...quota, ...change } : quota)));
  return (
    <div className="space-y-3">
      {quotas.map((quota, index) => {
        const n = index + 1;
        const missing = unfilled.find((entry) => entry.index === index);
        return (
          <fieldset
            key={index}
            className="grid gap-3 rounded-xl border border-gray-200 p-3 sm:grid-cols-4"
            data-testid="quota"
          >
            <legend className="px-1 font-semibold">{t('teacher.exams.builder.quota', { n })}</legend>
            <TextField
              type="number"
              min={1}
              max={EXAM_LIMITS.examQuestionsMax}
              label={t('teacher.exams.builder.quotaCount')}
              value={String(quota.count)}
              onChange={(event) => setQuota(index, { count: Number(event.target.value) })}
            />
            <SelectField
              label={t('teacher.exams.bank.difficulty')}
              value={quota.difficulty}
              onChange={(event) =>
                setQuota(index, { difficulty: event.target.value as QuotaDraft['difficulty'] })
              }
            >
              <option value="">{t('teacher.exams.builder.anyDifficulty')}</option>
              {EXAM_DIFFICULTIES.map((difficulty) => (
                <option key={difficulty} value={difficulty}>
                  {t(`teacher.exams.difficulty.${difficulty}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('teacher.exams.bank.unit')}
              value={quota.unit}
              onChange={(event) => setQuota(index, { unit: event.target.value })}
            >
              <option value="">{t('teacher.exams.builder.anyUnit')}</option>
              {units.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </SelectField>
            {quotas.length > 1 && (
              <Button
                size="sm"
                variant="ghost"
                className="self-end"
                onClick={() => onChange(quotas.filter((_, i) => i !== index))}
              >
                {t('teacher.exams.builder.removeQuota', { n })}
              </Button>
            )}
            {missing && (
              <p role="alert" className="text-sm font-semibold text-red-800 sm:col-span-4">
                {t('teacher.exams.builder.unfilled', { n, missing: missing.missing })}
              </p>
            )}
          </fieldset>
        );
      })}
      {quotas.length < EXAM_LIMITS.quotasMax && (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onChange([...quotas, { count: 1, difficulty: '', unit: '' }])}
        >
          {t('teacher.exams.builder.addQuota')}
        </Button>
      )}
    </div>
  );
}
