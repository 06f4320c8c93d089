import { useState, type FormEvent } from 'react';
import type { MessageChannels } from '@dars/core/contract';
import { SaveStatus } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/fields.tsx';
import { useSaveSms } from '../api/messages.ts';

/** The SMS gateway: its address, the sender name, and its token (masked; empty keeps the saved one). */
export function SmsForm({ saved }: { saved: MessageChannels['sms'] }) {
  const t = useT();
  const save = useSaveSms();
  const [draft, setDraft] = useState({
    enabled: saved.enabled,
    url: saved.url,
    sender: saved.sender,
    token: '',
  });
  const set = (name: 'url' | 'sender' | 'token') => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      {
        enabled: draft.enabled,
        url: draft.url.trim(),
        sender: draft.sender.trim(),
        ...(draft.token.trim() ? { token: draft.token.trim() } : {}),
      },
      { onSuccess: () => setDraft((d) => ({ ...d, token: '' })) },
    );
  }

  return (
    <section aria-labelledby="sms-channel" className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="sms-channel" className="mb-3 text-lg font-bold text-gray-900">
        {t('teacherMessages.channels.sms')}
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
          className="md:col-span-2"
          label={t('teacherMessages.channels.url')}
          dir="ltr"
          type="url"
          autoComplete="off"
          value={draft.url}
          onChange={set('url')}
        />
        <TextField
          label={t('teacherMessages.channels.sender')}
          autoComplete="off"
          maxLength={11}
          value={draft.sender}
          onChange={set('sender')}
        />
        <TextField
          label={t('teacherMessages.channels.token')}
          dir="ltr"
          autoComplete="off"
          value={draft.token}
          placeholder={saved.token ?? ''}
          onChange={set('token')}
        />
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
