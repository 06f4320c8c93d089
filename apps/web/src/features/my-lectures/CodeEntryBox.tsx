import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { validateUnitCode } from '@dars/core/rules';
import { Button } from '../../shared/ui/Button.tsx';
import { useT } from '../../shared/i18n/index.ts';
import { enterCodeErrorMessage, enterUnitCode } from './api/enter-code.ts';

/** Enter a unit code; on success the list refreshes (onRedeemed). */
export function CodeEntryBox({ onRedeemed }: { onRedeemed(): Promise<unknown> | void }) {
  const t = useT();
  // a printed unit card's QR code opens this page with its code filled in (`?code=`)
  const [searchParams] = useSearchParams();
  const [code, setCode] = useState(() => searchParams.get('code')?.trim().slice(0, 32) ?? '');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateUnitCode(code);
    if (invalid) {
      setMessage({ kind: 'error', text: t(invalid) });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await enterUnitCode(code);
      setCode('');
      setMessage({ kind: 'success', text: t('myLectures.codeSuccess') });
      await onRedeemed();
    } catch (error) {
      setMessage({ kind: 'error', text: enterCodeErrorMessage(t, error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="rounded-2xl border border-primary-200 bg-primary-50 p-4"
      noValidate
    >
      <h2 className="font-bold text-gray-900">{t('myLectures.codeTitle')}</h2>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <label htmlFor="unit-code" className="sr-only">
          {t('myLectures.codeLabel')}
        </label>
        <input
          id="unit-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder={t('myLectures.codePlaceholder')}
          autoComplete="off"
          dir="ltr"
          className="min-h-11 flex-1 rounded-lg border border-gray-300 bg-white px-3 text-center font-mono tracking-wider placeholder:font-sans placeholder:tracking-normal focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-200"
          aria-describedby={message ? 'unit-code-message' : undefined}
        />
        <Button type="submit" loading={busy}>
          {busy ? t('myLectures.codeSubmitting') : t('myLectures.codeSubmit')}
        </Button>
      </div>
      {message && (
        <p
          id="unit-code-message"
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={`mt-2 text-sm font-semibold ${message.kind === 'error' ? 'text-red-700' : 'text-green-800'}`}
        >
          {message.text}
        </p>
      )}
    </form>
  );
}
