import { useState, type FormEvent } from 'react';
import { SaveStatus } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/fields.tsx';
import { useSaveVideoHostSettings, useVideoHostSettings } from '../api/videos.ts';

interface Draft {
  enabled: boolean;
  libraryId: string;
  apiKey: string;
  tokenKey: string;
}

/**
 * The tenant's Bunny Stream library (Admin). Keys are never sent back by the server (shown masked
 * as placeholders); a key left empty keeps the saved one. Turned off, new uploads are prepared on
 * the server again.
 */
export function BunnySettingsForm() {
  const t = useT();
  const stored = useVideoHostSettings();
  const save = useSaveVideoHostSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  if (stored.isPending) return null;
  const saved = stored.data ?? null;
  const current: Draft = draft ?? {
    enabled: saved?.enabled ?? true,
    libraryId: saved?.libraryId ?? '',
    apiKey: '',
    tokenKey: '',
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const keys = (['apiKey', 'tokenKey'] as const).filter((k) => current[k].trim());
    save.mutate(
      {
        enabled: current.enabled,
        libraryId: current.libraryId.trim(),
        ...Object.fromEntries(keys.map((k) => [k, current[k].trim()])),
      },
      { onSuccess: () => setDraft(null) },
    );
  }

  const key = (
    name: 'apiKey' | 'tokenKey',
    label: 'teacherVideos.host.apiKey' | 'teacherVideos.host.tokenKey',
  ) => (
    <TextField
      label={t(label)}
      dir="ltr"
      autoComplete="off"
      spellCheck={false}
      value={current[name]}
      placeholder={saved?.[name] ?? ''}
      hint={saved ? t('teacherVideos.host.keysHint') : undefined}
      onChange={(event) => setDraft({ ...current, [name]: event.target.value })}
    />
  );

  return (
    <section aria-labelledby="bunny-title" className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="bunny-title" className="text-lg font-bold text-gray-900">
        {t('teacherVideos.host.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-gray-600">{t('teacherVideos.host.hint')}</p>
      {!saved && (
        <p className="mb-4 rounded-xl bg-amber-50 p-3 text-amber-900">{t('teacherVideos.host.none')}</p>
      )}
      <form onSubmit={submit} className="grid gap-4 md:grid-cols-2" noValidate>
        <label className="flex items-center gap-2 md:col-span-2">
          <input
            type="checkbox"
            className="size-5"
            checked={current.enabled}
            onChange={(event) => setDraft({ ...current, enabled: event.target.checked })}
          />
          <span className="font-semibold">{t('teacherVideos.host.enabled')}</span>
        </label>
        <TextField
          label={t('teacherVideos.host.libraryId')}
          dir="ltr"
          inputMode="numeric"
          autoComplete="off"
          value={current.libraryId}
          onChange={(event) => setDraft({ ...current, libraryId: event.target.value })}
        />
        {key('apiKey', 'teacherVideos.host.apiKey')}
        {key('tokenKey', 'teacherVideos.host.tokenKey')}
        <div className="flex flex-wrap items-center gap-3 md:col-span-2">
          <Button type="submit" loading={save.isPending}>
            {t('teacher.save')}
          </Button>
          <SaveStatus state={save} success={t('teacherVideos.host.saved')} />
        </div>
      </form>
    </section>
  );
}
