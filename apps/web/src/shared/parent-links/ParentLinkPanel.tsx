import { useState } from 'react';
import type { NewParentLink, ParentLink } from '@dars/core/contract';
import { parentLinksMessages } from '@dars/core/messages/areas/parent-links';
import { formatDate } from '@dars/core/messages/dates';
import { registerMessages, useLocale, useT } from '../i18n/index.ts';
import { Button } from '../ui/Button.tsx';
import { TextField } from '../ui/fields.tsx';

// the panel shows on the profile and in the console: it brings its own texts
registerMessages(parentLinksMessages);

/** The parent page's address for a token (the SPA serves /parent/:token). */
export function parentUrl(token: string): string {
  return `${window.location.origin}/parent/${token}`;
}

/** wa.me wants the number in international form without '+': Egyptian 01… becomes 201…. */
export function whatsappHref(phone: string | null, text: string): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  const international = digits.startsWith('0') ? `2${digits}` : digits;
  return `https://wa.me/${international}?text=${encodeURIComponent(text)}`;
}

export interface ParentLinkPanelProps {
  studentName: string;
  defaultPhone: string;
  links: ParentLink[];
  onCreate(body: { days: number; parentPhone?: string }): Promise<NewParentLink>;
  onRevoke(linkId: number): Promise<unknown>;
}

/** Make a parent link, share it on WhatsApp in one tap, and revoke old ones. */
export function ParentLinkPanel({
  studentName,
  defaultPhone,
  links,
  onCreate,
  onRevoke,
}: ParentLinkPanelProps) {
  const t = useT();
  const { locale } = useLocale();
  const [phone, setPhone] = useState(defaultPhone);
  const [days, setDays] = useState('30');
  const [made, setMade] = useState<NewParentLink | null>(null);
  const [busy, setBusy] = useState(false);
  const now = Date.now();

  async function create() {
    setBusy(true);
    try {
      setMade(await onCreate({ days: Number(days) || 30, ...(phone ? { parentPhone: phone } : {}) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3" data-testid="parent-links">
      <p className="text-sm text-gray-600">{t('parentLinks.hint')}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={t('parentLinks.parentPhone')}
          value={phone}
          dir="ltr"
          inputMode="tel"
          onChange={(event) => setPhone(event.target.value)}
        />
        <TextField
          type="number"
          min={1}
          max={365}
          label={t('parentLinks.days')}
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
        <div className="flex items-end">
          <Button loading={busy} onClick={() => void create()}>
            {t('parentLinks.create')}
          </Button>
        </div>
      </div>
      {made && (
        <div className="rounded-xl bg-green-50 p-3">
          <p className="text-sm font-semibold">{t('parentLinks.created')}</p>
          <p dir="ltr" className="mt-1 break-all text-sm" data-testid="parent-link-url">
            {parentUrl(made.token)}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => void navigator.clipboard?.writeText(parentUrl(made.token))}
            >
              {t('parentLinks.copy')}
            </Button>
            <a
              className="inline-flex items-center rounded-lg bg-green-600 px-3 py-1.5 text-sm font-semibold text-white"
              href={whatsappHref(
                made.parentPhone,
                t('parentLinks.whatsappText', { name: studentName, url: parentUrl(made.token) }),
              )}
              target="_blank"
              rel="noreferrer"
            >
              {t('parentLinks.whatsapp')}
            </a>
          </div>
        </div>
      )}
      {links.length === 0 ? (
        <p className="text-sm text-gray-600">{t('parentLinks.none')}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {links.map((link) => {
            const expired = new Date(link.expiresAt).getTime() <= now;
            return (
              <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span>
                  <bdi dir="ltr">{link.parentPhone ?? '—'}</bdi> ·{' '}
                  {link.revokedAt
                    ? t('parentLinks.revoked')
                    : expired
                      ? t('parentLinks.expired')
                      : t('parentLinks.expires', { date: formatDate(locale, link.expiresAt) })}
                </span>
                {!link.revokedAt && !expired && (
                  <Button size="sm" variant="danger" onClick={() => void onRevoke(link.id)}>
                    {t('parentLinks.revoke')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
