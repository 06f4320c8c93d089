import { useState, type FormEvent } from 'react';
import type { MessageChannels } from '@dars/core/contract';
import { SaveStatus } from '../../../shared/console/index.ts';
import { useT, type MessageId } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/fields.tsx';
import { useSaveWhatsApp } from '../api/messages.ts';

const SECRETS = ['accessToken', 'appSecret', 'verifyToken'] as const;
type Draft = Record<'phoneNumberId' | 'language' | (typeof SECRETS)[number], string> & { enabled: boolean };

/**
 * The WhatsApp Cloud API account: phone number ID, templates' language and the three secrets,
 * shown masked as placeholders and never sent back; a secret left empty keeps the saved one.
 */
export function WhatsAppForm({ saved }: { saved: MessageChannels['whatsapp'] }) {
  const t = useT();
  const save = useSaveWhatsApp();
  const [draft, setDraft] = useState<Draft>({
    enabled: saved.enabled,
    phoneNumberId: saved.phoneNumberId,
    language: saved.language,
    accessToken: '',
    appSecret: '',
    verifyToken: '',
  });
  const set = (name: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value });

  function submit(event: FormEvent) {
    event.preventDefault();
    const secrets = Object.fromEntries(
      SECRETS.filter((name) => draft[name].trim()).map((name) => [name, draft[name].trim()]),
    );
    save.mutate(
      {
        enabled: draft.enabled,
        phoneNumberId: draft.phoneNumberId.trim(),
        language: draft.language.trim() || 'ar',
        ...secrets,
      },
      { onSuccess: () => setDraft((d) => ({ ...d, accessToken: '', appSecret: '', verifyToken: '' })) },
    );
  }

  const secret = (name: (typeof SECRETS)[number], label: MessageId) => (
    <TextField
      label={t(label)}
      dir="ltr"
      autoComplete="off"
      value={draft[name]}
      placeholder={saved[name] ?? ''}
      onChange={set(name)}
    />
  );

  return (
    <section aria-labelledby="whatsapp-channel" className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="whatsapp-channel" className="mb-3 text-lg font-bold text-gray-900">
        {t('teacherMessages.channels.whatsapp')}
      </h2>
      <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
        <label className="flex items-center gap-2 font-semibold md:col-span-2">
          <input
            type="checkbox"
            className="size-5"
            checked={draft.enabled}
            onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })}
          />
          {t('teacherMessages.channels.enabled')}
        </label>
        <TextField
          label={t('teacherMessages.channels.phoneNumberId')}
          dir="ltr"
          inputMode="numeric"
          autoComplete="off"
          value={draft.phoneNumberId}
          onChange={set('phoneNumberId')}
        />
        <TextField
          label={t('teacherMessages.channels.language')}
          dir="ltr"
          autoComplete="off"
          value={draft.language}
          onChange={set('language')}
        />
        {secret('accessToken', 'teacherMessages.channels.accessToken')}
        {secret('appSecret', 'teacherMessages.channels.appSecret')}
        {secret('verifyToken', 'teacherMessages.channels.verifyToken')}
        <p className="text-sm break-all text-gray-700 md:col-span-2">
          {t('teacherMessages.channels.webhook', { path: saved.webhookPath })}
        </p>
        <div className="flex flex-wrap items-center gap-3 md:col-span-2">
          <Button type="submit" loading={save.isPending}>
            {t('teacher.save')}
          </Button>
          <SaveStatus state={save} success={t('teacherMessages.channels.saved')} />
        </div>
      </form>
    </section>
  );
}
