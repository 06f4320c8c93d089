import { EXAM_DIFFICULTIES } from '@dars/core/rules';
import { useT } from '../../../shared/i18n/index.ts';
import { SelectField, TextField } from '../../../shared/ui/fields.tsx';
import type { BankFilters as Filters } from '../api/bank.ts';

/** Search in the questions' texts, and filters by unit, topic and difficulty. */
export function BankFilters({
  filters,
  onChange,
  units,
  topics,
}: {
  filters: Filters;
  onChange(filters: Filters): void;
  units: string[];
  topics: string[];
}) {
  const t = useT();
  const set = (name: keyof Filters, value: string) => {
    const next: Record<string, string> = { ...(filters as Record<string, string>) };
    if (value) next[name] = value;
    else delete next[name];
    onChange(next as Filters);
  };
  return (
    <div className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4">
      <TextField
        type="search"
        label={t('teacher.exams.bank.search')}
        value={filters.search ?? ''}
        onChange={(event) => set('search', event.target.value)}
      />
      <SelectField
        label={t('teacher.exams.bank.unit')}
        value={filters.unit ?? ''}
        onChange={(event) => set('unit', event.target.value)}
      >
        <option value="">{t('teacher.exams.bank.any')}</option>
        {units.map((unit) => (
          <option key={unit} value={unit}>
            {unit}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('teacher.exams.bank.topic')}
        value={filters.topic ?? ''}
        onChange={(event) => set('topic', event.target.value)}
      >
        <option value="">{t('teacher.exams.bank.any')}</option>
        {topics.map((topic) => (
          <option key={topic} value={topic}>
            {topic}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('teacher.exams.bank.difficulty')}
        value={filters.difficulty ?? ''}
        onChange={(event) => set('difficulty', event.target.value)}
      >
        <option value="">{t('teacher.exams.bank.any')}</option>
        {EXAM_DIFFICULTIES.map((difficulty) => (
          <option key={difficulty} value={difficulty}>
            {t(`teacher.exams.difficulty.${difficulty}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
