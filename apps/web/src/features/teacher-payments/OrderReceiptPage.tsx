import { Link, useParams } from 'react-router';
import { QueryState } from '../../shared/console/index.ts';
import { useT } from '../../shared/i18n/index.ts';
import { Receipt } from '../../shared/payments/Receipt.tsx';
import { buttonClasses } from '../../shared/ui/button-classes.ts';
import { useTeacherOrder } from './api/orders.ts';
import './messages.ts';

/** The console's receipt of one order, to print or hand to the student. */
export default function OrderReceiptPage() {
  const t = useT();
  const { reference = '' } = useParams();
  const order = useTeacherOrder(reference.slice(0, 64));
  return (
    <QueryState query={order}>
      {(data) => (
        <Receipt
          order={data}
          back={
            <Link to="../.." relative="path" className={buttonClasses('ghost', 'sm')}>
              {t('payments.receipt.back')}
            </Link>
          }
        />
      )}
    </QueryState>
  );
}
