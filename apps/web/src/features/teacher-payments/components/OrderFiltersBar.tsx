import { useT } from '../../../shared/i18n/index.ts';
import { SelectField, TextField } from '../../../shared/ui/fields.tsx';
import { useCourseNames } from '../api/discount-codes.ts';
import type { OrderFilters } from '../api/orders.ts';

const STATUSES = ['paid', 'pending', 'failed', 'refunded'] as const;
const METHODS = ['card', 'wallet', 'kiosk'] as const;

/** The orders table's filters (kept in the address; the export takes the same ones). */
export function OrderFiltersBar({
  filters,
  onChange,
}: {
  filters: OrderFilters;
  onChange(patch: Partial<OrderFilters>): void;
}) {
  const t = useT();
  const courses = useCourseNames();
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <SelectField
        label={t('teacherPayments.filter.status')}
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value })}
      >
        <option value="">{t('teacherPayments.filter.all')}</option>
        {STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`payments.status.${status}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('teacherPayments.filter.method')}
        value={filters.method}
        onChange={(event) => onChange({ method: event.target.value })}
      >
        <option value="">{t('teacherPayments.filter.all')}</option>
        {METHODS.map((method) => (
          <option key={method} value={method}>
            {t(`payments.method.${method}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('teacherPayments.filter.course')}
        value={filters.courseId}
        onChange={(event) => onChange({ courseId: event.target.value })}
      >
        <option value="">{t('teacherPayments.filter.all')}</option>
        {(courses.data ?? []).map((course) => (
          <option key={course.id} value={course.id}>
            {course.name}
          </option>
        ))}
      </SelectField>
      <TextField
        type="date"
        label={t('teacherPayments.filter.from')}
        value={filters.from}
        onChange={(event) => onChange({ from: event.target.value })}
      />
      <TextField
        type="date"
        label={t('teacherPayments.filter.to')}
        value={filters.to}
        onChange={(event) => onChange({ to: event.target.value })}
      />
      <TextField
        type="search"
        label={t('teacherPayments.filter.search')}
        value={filters.search}
        onChange={(event) => onChange({ search: event.target.value })}
      />
    </div>
  );
}
