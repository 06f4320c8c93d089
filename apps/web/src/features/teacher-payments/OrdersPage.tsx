import { useState } from 'react';
import { Link } from 'react-router';
import type { Order } from '@dars/core/contract';
import { PageHeader, QueryState, usePageParams } from '../../shared/console/index.ts';
import { useT } from '../../shared/i18n/index.ts';
import { buttonClasses } from '../../shared/ui/button-classes.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { Pagination } from '../../shared/ui/Pagination.tsx';
import { ORDER_FILTER_KEYS, useOrders } from './api/orders.ts';
import { OrderFiltersBar } from './components/OrderFiltersBar.tsx';
import { OrdersExport } from './components/OrdersExport.tsx';
import { OrdersList } from './components/OrdersList.tsx';
import { PaymentSettingsForm } from './components/PaymentSettingsForm.tsx';
import { RefundDialog } from './components/RefundDialog.tsx';
import { RevenueSummary } from './components/RevenueSummary.tsx';
import './messages.ts';

/**
 * The Admin's orders: revenue, the orders table with its filters, export, receipts and refunds,
 * the way to the discount codes, and the Paymob settings.
 */
export default function OrdersPage() {
  const t = useT();
  const paging = usePageParams(ORDER_FILTER_KEYS);
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
      <OrderFiltersBar filters={paging.filters} onChange={paging.setFilters} />
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
