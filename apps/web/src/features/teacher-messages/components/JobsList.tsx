import { JOB_STATES, type MessageJobs } from '@dars/core/contract';
import { QueryState } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { useMessageJobs } from '../api/messages.ts';
import { useWhen } from './when.ts';

type Job = MessageJobs['items'][number];

const TONE: Record<Job['state'], string> = {
  queued: 'bg-amber-100 text-amber-900',
  running: 'bg-primary-50 text-primary-900',
  done: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

/**
 * The background jobs of the teacher's site: counts per state (the state buttons filter), then
 * each job with its tries, next try or end, and the last failure's reason.
 */
export function JobsList({ state, onState }: { state: string; onState(state: string): void }) {
  const t = useT();
  const when = useWhen();
  const query = useMessageJobs(state);
  return (
    <QueryState query={query}>
      {(data) => (
        <div>
          <div
            className="mb-4 flex flex-wrap items-center gap-2"
            role="group"
            aria-label={t('teacherMessages.jobs.state')}
          >
            {JOB_STATES.map((key) => (
              <Button
                key={key}
                size="sm"
                variant={state === key ? 'primary' : 'outline'}
                aria-pressed={state === key}
                onClick={() => onState(state === key ? '' : key)}
              >
                {t(`teacherMessages.jobs.state.${key}`)}: {data.counts[key] ?? 0}
              </Button>
            ))}
            <Button size="sm" variant="ghost" onClick={() => void query.refetch()}>
              {t('teacherMessages.jobs.refresh')}
            </Button>
          </div>
          {data.items.length === 0 ? (
            <EmptyState title={t('teacherMessages.jobs.empty')} />
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {data.items.map((job) => (
                <li
                  key={job.id}
                  data-testid="job"
                  data-state={job.state}
                  className="rounded-2xl bg-white p-4 shadow-sm"
                >
                  <div className="flex items-start justify-between gap-3">
                    <p className="min-w-0 font-semibold break-words text-gray-900">
                      {job.name === 'messages.send'
                        ? t('teacherMessages.jobs.name.send')
                        : t('teacherMessages.jobs.other', { name: job.name })}
                      {job.messageId !== null && (
                        <span className="block text-sm font-normal text-gray-700">
                          {t('teacherMessages.jobs.message', { id: job.messageId })}
                        </span>
                      )}
                    </p>
                    <span
                      className={`shrink-0 rounded-full px-3 py-1 text-sm font-semibold ${TONE[job.state]}`}
                    >
                      {t(`teacherMessages.jobs.state.${job.state}`)}
                    </span>
                  </div>
                  <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-gray-600">
                    <span>
                      {t('teacherMessages.jobs.attempts', { tries: job.attempts, max: job.maxAttempts })}
                    </span>
                    {job.state === 'queued' && (
                      <span>{t('teacherMessages.jobs.next', { date: when(job.runAt) })}</span>
                    )}
                    {job.finishedAt && (
                      <span>{t('teacherMessages.jobs.finished', { date: when(job.finishedAt) })}</span>
                    )}
                  </p>
                  {job.lastError && (
                    <p className="mt-2 text-sm break-words text-red-800">
                      {t('teacherMessages.jobs.error', { reason: job.lastError })}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </QueryState>
  );
}
