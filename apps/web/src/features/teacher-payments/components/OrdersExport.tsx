import { SaveStatus } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { useDownloadOrders, type OrderFilters } from '../api/orders.ts';

/** The orders the current filters select, as CSV or XLSX. */
export function OrdersExport({ filters }: { filters: OrderFilters }) {
  const t = useT();
  const download = useDownloadOrders();
  return (
    <div className="flex flex-wrap items-center gap-2" title={t('teacherPayments.export.hint')}>
      <span className="text-sm text-gray-600">{t('teacherPayments.export')}:</span>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          size="sm"
          variant="ghost"
          loading={download.isPending}
          onClick={() => download.mutate({ filters, format })}
        >
          {format.toUpperCase()}
        </Button>
      ))}
      {download.isError && (
        <SaveStatus state={download} success={null} fallback="teacherPayments.export.failed" />
      )}
    </div>
  );
}
