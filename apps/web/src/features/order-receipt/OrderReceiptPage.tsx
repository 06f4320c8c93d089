import { Link, useParams } from 'react-router';
import { useT } from '../../shared/i18n/index.ts';
import { useReceiptOrder } from '../../shared/payments/payments-api.ts';
import { Receipt } from '../../shared/payments/Receipt.tsx';
import { buttonClasses } from '../../shared/ui/button-classes.ts';
import { PageSpinner } from '../../shared/ui/Spinner.tsx';
import './messages.ts';

/** The student's receipt of one of their own orders ("My orders" in the profile links here). */
export default function OrderReceiptPage() {
  const t = useT();
  const { reference = '' } = useParams();
  const order = useReceiptOrder(reference.slice(0, 64));
  const back = (
    <Link to="/profile" className={buttonClasses('ghost', 'sm')}>
      {t('payments.receipt.back')}
    </Link>
  );
  return (
    <section className="px-4 py-10">
      {order.isPending ? (
        <PageSpinner />
      ) : order.data ? (
        <Receipt order={order.data} back={back} />
      ) : (
        <div className="mx-auto max-w-xl text-center">
          <h1 className="text-2xl font-bold text-gray-900">{t('payments.receipt.notFound')}</h1>
          <div className="mt-6">{back}</div>
        </div>
      )}
    </section>
  );
}
