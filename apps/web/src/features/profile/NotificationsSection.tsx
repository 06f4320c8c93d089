import { useEffect, useState } from 'react';
import { useT } from '../../shared/i18n/index.ts';
import { FormMessage } from '../../shared/ui/fields.tsx';
import { readPushState, turnPushOff, turnPushOn, type PushState } from './api/push-subscription.ts';

/**
 * The "notifications" switch of the profile: quiz results and the teacher's announcements shown
 * by this browser (the installed app), after the student allows them.
 */
export function NotificationsSection() {
  const t = useT();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    void readPushState().then(
      (read) => {
        if (live) setState(read);
      },
      () => {
        if (live) setState('unsupported');
      },
    );
    return () => {
      live = false;
    };
  }, []);

  async function toggle(on: boolean) {
    setBusy(true);
    setFailed(false);
    try {
      setState(await (on ? turnPushOn() : turnPushOff()));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="mt-6 rounded-2xl bg-white p-4 shadow-sm" aria-labelledby="notifications-title">
      <h2 id="notifications-title" className="text-lg font-bold">
        {t('profileScreen.notifications.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{t('profileScreen.notifications.hint')}</p>
      {state === 'unsupported' && (
        <p className="mt-3 text-sm text-gray-700">{t('profileScreen.notifications.unsupported')}</p>
      )}
      {state === 'blocked' && (
        <p className="mt-3 text-sm text-gray-700">{t('profileScreen.notifications.blocked')}</p>
      )}
      {(state === 'on' || state === 'off') && (
        <label className="mt-3 flex cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            role="switch"
            className="size-5 accent-primary-700"
            checked={state === 'on'}
            disabled={busy}
            aria-checked={state === 'on'}
            onChange={(event) => void toggle(event.target.checked)}
          />
          <span className="text-gray-900">{t('profileScreen.notifications.toggle')}</span>
        </label>
      )}
      {failed && (
        <div className="mt-3">
          <FormMessage kind="error">{t('profileScreen.notifications.failed')}</FormMessage>
        </div>
      )}
    </section>
  );
}
