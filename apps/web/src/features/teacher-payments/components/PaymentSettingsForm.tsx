import { useState, type FormEvent } from 'react';
import { SaveStatus } from '../../../shared/console/index.ts';
import { useT, type MessageId } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/fields.tsx';
import { usePaymentSettings, useSavePaymentSettings } from '../api/orders.ts';

const KEYS = ['secretKey', 'hmacSecret', 'apiKey'] as const;
const METHODS = ['card', 'wallet', 'kiosk'] as const;

type Draft = Record<'publicKey' | (typeof KEYS)[number] | (typeof METHODS)[number], string>;

const EMPTY: Draft = {
  publicKey: '',
  secretKey: '',
  hmacSecret: '',
  apiKey: '',
  card: '',
  wallet: '',
  kiosk: '',
};

/**
 * The tenant's Paymob account. Keys are never sent back by the server (shown masked as
 * placeholders); a key left empty keeps the saved one. Integration ids left empty turn their
 * method off; none at all turns online payment off.
 */
export function PaymentSettingsForm() {
  const t = useT();
  const stored = usePaymentSettings();
  const save = useSavePaymentSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  if (stored.isPending) return null;
  const saved = stored.data ?? null;
  const current: Draft = draft ?? {
    ...EMPTY,
    publicKey: saved?.publicKey ?? '',
    card: String(saved?.integrations.card ?? ''),
    wallet: String(saved?.integrations.wallet ?? ''),
    kiosk: String(saved?.integrations.kiosk ?? ''),
  };
  const set = (name: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft({ ...current, [name]: event.target.value });

  function submit(event: FormEvent) {
    event.preventDefault();
    const id = (value: string) => (value.trim() ? Number(value.trim()) : undefined);
    const integrations = Object.fromEntries(
      METHODS.map((m) => [m, id(current[m])]).filter(([, v]) => v !== undefined),
    );
    const keys = Object.fromEntries(KEYS.filter((k) => current[k].trim()).map((k) => [k, current[k].trim()]));
    save.mutate(
      { publicKey: current.publicKey.trim(), ...keys, integrations },
      { onSuccess: () => setDraft(null) },
    );
  }

  const field = (name: keyof Draft, label: MessageId, placeholder = '') => (
    <TextField
      label={t(label)}
      dir="ltr"
      autoComplete="off"
      value={current[name]}
      placeholder={placeholder}
      onChange={set(name)}
      {...(METHODS.includes(name as 'card') ? { inputMode: 'numeric' as const } : {})}
    />
  );

  return (
    <section aria-labelledby="paymob-settings" className="mt-8 rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="paymob-settings" className="text-lg font-bold text-gray-900">
        {t('teacherPayments.settings.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-gray-600">{t('teacherPayments.settings.hint')}</p>
      {!saved && (
        <p className="mb-4 rounded-xl bg-amber-50 p-3 text-amber-900">{t('teacherPayments.settings.none')}</p>
      )}
      <form onSubmit={submit} className="grid gap-4 md:grid-cols-2" noValidate>
        {field('publicKey', 'teacherPayments.settings.publicKey')}
        {field('secretKey', 'teacherPayments.settings.secretKey', saved?.secretKey)}
        {field('hmacSecret', 'teacherPayments.settings.hmacSecret', saved?.hmacSecret)}
        {field('apiKey', 'teacherPayments.settings.apiKey', saved?.apiKey)}
        {field('card', 'teacherPayments.settings.card')}
        {field('wallet', 'teacherPayments.settings.wallet')}
        {field('kiosk', 'teacherPayments.settings.kiosk')}
        <div className="flex flex-wrap items-center gap-3 md:col-span-2">
          <Button type="submit" loading={save.isPending}>
            {t('teacher.save')}
          </Button>
          <SaveStatus state={save} success={t('teacherPayments.settings.saved')} />
        </div>
      </form>
    </section>
  );
}
