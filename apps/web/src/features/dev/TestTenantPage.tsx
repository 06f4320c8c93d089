import { useEffect, useState } from 'react';
import { ApiError, baseHeaders, call } from '../../shared/api/client.ts';
import { useT } from '../../shared/i18n/index.ts';
import { Button } from '../../shared/ui/Button.tsx';
import './messages.ts';

/** Developer page: the headers every call carries and the server's answer to the tenant profile. */
export default function TestTenantPage() {
  const t = useT();
  const headers = baseHeaders();
  if (headers.Authorization) headers.Authorization = 'Bearer …';
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);

  async function run() {
    setBusy(true);
    try {
      const body = await call('tenantProfile');
      setAnswer(JSON.stringify(body, null, 2));
    } catch (error) {
      setAnswer(
        error instanceof ApiError
          ? `${error.status} ${error.message}\n${JSON.stringify(error.body, null, 2)}`
          : String(error),
      );
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    void run();
  }, []);

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 text-start">
      <h1 className="text-2xl font-bold text-gray-900">{t('layout.route.testTenant')}</h1>
      <h2 className="mt-6 text-lg font-bold text-gray-900">{t('dev.tenant.headers')}</h2>
      <pre
        className="mt-2 overflow-auto rounded-lg bg-gray-900 p-4 text-sm text-gray-100"
        dir="ltr"
        data-testid="sent-headers"
      >
        {JSON.stringify({ ...headers, domain: window.location.hostname }, null, 2)}
      </pre>
      <Button className="mt-6" loading={busy} onClick={() => void run()}>
        {t('dev.tenant.run')}
      </Button>
      {answer !== null && (
        <>
          <h2 className="mt-6 text-lg font-bold text-gray-900">{t('dev.tenant.answer')}</h2>
          <pre
            className="mt-2 max-h-96 overflow-auto rounded-lg bg-gray-900 p-4 text-sm text-gray-100"
            dir="ltr"
            aria-live="polite"
          >
            {answer}
          </pre>
        </>
      )}
    </section>
  );
}
