import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { call } from '../../shared/api/client.ts';
import { useT } from '../../shared/i18n/index.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { PageSpinner } from '../../shared/ui/Spinner.tsx';
import './messages.ts';

/**
 * The page a message's opt-out link opens (no account): it names the phone (masked) and asks;
 * only the button stops the messages, so a chat app's link preview changes nothing. Never indexed.
 */
export default function OptOutPage() {
  const t = useT();
  const { token = '' } = useParams();
  const state = useQuery({
    queryKey: ['message-opt-out', token],
    queryFn: async ({ signal }) => (await call('messageOptOutState', { token }, { signal })).data ?? null,
    retry: false,
    gcTime: 0,
  });
  const stop = useMutation({
    mutationFn: async () => (await call('messageOptOut', { token })).data ?? null,
  });
  const done = stop.data ?? (state.data?.optedOut ? state.data : null);

  return (
    <main className="mx-auto max-w-lg space-y-4 p-4">
      <meta name="robots" content="noindex, nofollow" />
      <title>{t('messageOptOut.title')}</title>
      <h1 className="text-2xl font-bold text-gray-900">{t('messageOptOut.title')}</h1>
      {state.isPending ? (
        <PageSpinner />
      ) : !state.data ? (
        <p className="rounded-2xl bg-red-50 p-4 text-red-800" role="alert">
          {t('messageOptOut.invalid')}
        </p>
      ) : done ? (
        <p className="rounded-2xl bg-green-50 p-4 text-green-900" role="status">
          {t('messageOptOut.done', { phone: done.phone })}
        </p>
      ) : (
        <div className="space-y-4 rounded-2xl bg-white p-4 shadow-sm">
          <p className="text-lg">{t('messageOptOut.question', { phone: state.data.phone })}</p>
          <Button loading={stop.isPending} onClick={() => stop.mutate()}>
            {t('messageOptOut.confirm')}
          </Button>
          {stop.isError && (
            <p className="text-red-800" role="alert">
              {t('messageOptOut.failed')}
            </p>
          )}
        </div>
      )}
    </main>
  );
}
