import { useState } from 'react';
import { ApiError, refreshAccessToken } from '../../shared/api/client.ts';
import { useAuth } from '../../shared/auth/index.ts';
import { useT } from '../../shared/i18n/index.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { FormMessage } from '../../shared/ui/fields.tsx';
import './messages.ts';

function preview(token: string | null): string {
  return token ? `${token.slice(0, 16)}…${token.slice(-8)}` : '—';
}

/** Developer page: asks for a new access token with the refresh cookie and shows what happened. */
export default function TestRefreshTokenPage() {
  const t = useT();
  const { token } = useAuth();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function run() {
    setBusy(true);
    setResult(null);
    const before = token;
    try {
      const fresh = await refreshAccessToken();
      setResult({
        ok: true,
        text: t('dev.refresh.success', { before: preview(before), after: preview(fresh) }),
      });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      setResult({
        ok: false,
        text: t('dev.refresh.failure', {
          status: String(status),
          message: error instanceof Error ? error.message : String(error),
        }),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="mx-auto max-w-2xl px-4 py-10 text-start">
      <h1 className="text-2xl font-bold text-gray-900">{t('layout.route.testRefreshToken')}</h1>
      <p className="mt-2 text-gray-700">{t('dev.refresh.text')}</p>
      <p className="mt-4 font-mono text-sm text-gray-800" dir="ltr">
        {t('dev.refresh.current')} {preview(token)}
      </p>
      <Button className="mt-6" loading={busy} onClick={() => void run()}>
        {t('dev.refresh.run')}
      </Button>
      <div className="mt-4" aria-live="polite">
        {result && <FormMessage kind={result.ok ? 'success' : 'error'}>{result.text}</FormMessage>}
      </div>
    </section>
  );
}
