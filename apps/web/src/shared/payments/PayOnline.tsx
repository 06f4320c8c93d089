import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../auth/index.ts';
import { useT } from '../i18n/index.ts';
import { Button } from '../ui/Button.tsx';
import { FormMessage } from '../ui/fields.tsx';
import { checkoutFailure, startCheckout, usePaymentOptions, type Purchase } from './payments-api.ts';
import './messages.ts';

/**
 * "Pay online" beside the code box, when the teacher takes online payments: the server makes the
 * order at the course's (or the unit's) price and the browser goes on to Paymob's checkout. Without
 * online payment the discount box still shows while the teacher has a usable discount code: a
 * code covering the whole price enrols without Paymob.
 */
export default function PayOnline({ courseId, unitId }: { courseId: string; unitId?: number | undefined }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const { isAuthenticated } = useAuth();
  const options = usePaymentOptions();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [discountCode, setDiscountCode] = useState('');
  const fieldId = useId();
  const online = Boolean(options.data?.online);
  if (!options.data || (!online && !options.data.discountCodes)) return null;
  const purchase: Purchase = unitId !== undefined ? { unitId } : { courseId };

  async function pay() {
    if (!isAuthenticated) return void navigate('/login', { state: { from: location.pathname } });
    setBusy(true);
    setError(null);
    try {
      const done = await startCheckout(purchase, discountCode);
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
      {online ? (
        <>
          <Button size="lg" className="w-full" loading={busy} onClick={() => void pay()}>
            {busy ? t('payments.redirecting') : t('payments.payOnline')}
          </Button>
          <p className="text-center text-sm text-gray-600">{t('payments.payOnlineHint', { methods })}</p>
        </>
      ) : (
        <>
          <Button
            size="lg"
            variant="outline"
            className="w-full"
            loading={busy}
            disabled={!discountCode.trim()}
            onClick={() => void pay()}
          >
            {t('payments.useCode')}
          </Button>
          <p className="text-center text-sm text-gray-600">{t('payments.useCodeHint')}</p>
        </>
      )}
      {error && <FormMessage kind="error">{error}</FormMessage>}
    </div>
  );
}
