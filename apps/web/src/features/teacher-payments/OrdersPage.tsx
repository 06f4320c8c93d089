import { useState } from 'react';
import { Link } from 'react-router';
import type { Order } from '@dars/core/contract';
import { PageHeader, QueryState, usePageParams } from '../../shared/console/index.ts';
import { useT } from '../../shared/i18n/index.ts';
import { buttonClasses } from '../../shared/ui/button-classes.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { SelectField, TextField } from '../../shared/ui/fields.tsx';
import { Pagination } from '../../shared/ui/Pagination.tsx';
import { useOrders } from './api/orders.ts';
import { OrdersExport } from './components/OrdersExport.tsx';
import { OrdersList } from './components/OrdersList.tsx';
import { PaymentSettingsForm } from './components/PaymentSettingsForm.tsx';
import { RefundDialog } from './components/RefundDialog.tsx';
import { RevenueSummary } from './components/RevenueSummary.tsx';
import './messages.ts';

const STATUSES = ['paid', 'pending', 'failed', 'refunded'] as const;
const METHODS = ['card', 'wallet', 'kiosk'] as const;

/**
 * The Admin's orders: revenue, the orders table with its filters, export, receipts and refunds,
 * the way to the discount codes, and the Paymob settings.
 */
export default function OrdersPage() {
  const t = useT();
  const paging = usePageParams(['status', 'method', 'search'] as const);
  const query = useOrders(paging.page, paging.filters);
  const [refunding, setRefunding] = useState<Order | null>(null);

  return (
    <section>
      <PageHeader title={t('teacherPayments.title')} hint={t('teacherPayments.hint')} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <Link to="discount-codes" className={buttonClasses('outline', 'sm')}>
          {t('teacherPayments.discountCodesLink')}
        </Link>
        <OrdersExport filters={paging.filters} />
      </div>
      <RevenueSummary />
      <div className="mb-4 grid gap-3 md:grid-cols-3">
        <SelectField
          label={t('teacherPayments.filter.status')}
          value={paging.filters.status}
          onChange={(event) => paging.setFilters({ status: event.target.value })}
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
          value={paging.filters.method}
          onChange={(event) => paging.setFilters({ method: event.target.value })}
        >
          <option value="">{t('teacherPayments.filter.all')}</option>
          {METHODS.map((method) => (
            <option key={method} value={method}>
              {t(`payments.method.${method}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          type="search"
          label={t('teacherPayments.filter.search')}
          value={paging.filters.search}
          onChange={(event) => paging.setFilters({ search: event.target.value })}
        />
      </div>
      <QueryState
        query={query}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title={t('teacherPayments.empty')} />}
      >
        {(data) => (
          <>
            <OrdersList orders={data.items} onRefund={setRefunding} />
            <Pagination page={data.currentPage} totalPages={data.totalPages} onPageChange={paging.setPage} />
          </>
        )}
      </QueryState>
      <RefundDialog order={refunding} onClose={() => setRefunding(null)} />
      <PaymentSettingsForm />
    </section>
  );
}
