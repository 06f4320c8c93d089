import { useState } from 'react';
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
  if (!options.data?.online) return null;

  async function pay() {
    if (!isAuthenticated) return void navigate('/login', { state: { from: location.pathname } });
    setBusy(true);
    setError(null);
    try {
      await startCheckout(courseId);
    } catch (failure) {
      setBusy(false);
      setError(t(checkoutFailure(failure)));
    }
  }

  const methods = options.data.methods.map((method) => t(`payments.method.${method}`)).join('، ');
  return (
    <div className="space-y-2">
      <Button size="lg" className="w-full" loading={busy} onClick={() => void pay()}>
        {busy ? t('payments.redirecting') : t('payments.payOnline')}
      </Button>
      <p className="text-center text-sm text-gray-600">{t('payments.payOnlineHint', { methods })}</p>
      {error && <FormMessage kind="error">{error}</FormMessage>}
    </div>
  );
}
