import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../auth/index.ts';
import { useT } from '../i18n/index.ts';
import { Button } from '../ui/Button.tsx';
import { FormMessage } from '../ui/fields.tsx';
import { checkoutFailure, startCheckout, usePaymentOptions } from './payments-api.ts';
import './messages.ts';

/**
 * "Pay online" beside the code box, when the teacher takes online payments: the server makes the
 * order at the course's price and the browser goes on to Paymob's checkout.
 */
export default function PayOnline({ courseId }: { courseId: string }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const { isAuthenticated } = useAuth();
  const options = usePaymentOptions();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [discountCode, setDiscountCode] = useState('');
  const fieldId = useId();
  if (!options.data?.online) return null;

  async function pay() {
    if (!isAuthenticated) return void navigate('/login', { state: { from: location.pathname } });
    setBusy(true);
    setError(null);
    try {
      const done = await startCheckout(courseId, discountCode);
      // the discount covered the whole price: enrolled already, the page shows the outcome
      if (done) {
        setBusy(false);
        void navigate(`/courses/${courseId}?order=${done.paid}`, { replace: true });
      }
    } catch (failure) {
      setBusy(false);
      setError(t(checkoutFailure(failure)));
    }
  }

  const methods = options.data.methods.map((method) => t(`payments.method.${method}`)).join('، ');
  return (
    <div className="space-y-2">
      <label htmlFor={fieldId} className="block text-sm font-semibold text-gray-800">
        {t('payments.discountCode')}
      </label>
      <input
        id={fieldId}
        value={discountCode}
        onChange={(event) => setDiscountCode(event.target.value)}
        autoComplete="off"
        dir="ltr"
        maxLength={40}
        className="w-full rounded-lg border border-gray-400 px-3 py-2 text-start focus:border-primary-700"
      />
      <Button size="lg" className="w-full" loading={busy} onClick={() => void pay()}>
        {busy ? t('payments.redirecting') : t('payments.payOnline')}
      </Button>
      <p className="text-center text-sm text-gray-600">{t('payments.payOnlineHint', { methods })}</p>
      {error && <FormMessage kind="error">{error}</FormMessage>}
    </div>
  );
}
