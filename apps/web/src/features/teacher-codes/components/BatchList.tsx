import { useState } from 'react';
import type { CodeBatch } from '@dars/core/contract';
import { QueryState } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { Dialog } from '../../../shared/ui/Dialog.tsx';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { FormMessage } from '../../../shared/ui/fields.tsx';
import { Pagination } from '../../../shared/ui/Pagination.tsx';
import { useCodeBatches, useRevokeCodeBatch } from '../api/codes.ts';
import { useWhen } from './use-when.ts';

function Count({ label, value, tone = 'text-gray-900' }: { label: string; value: number; tone?: string }) {
  return (
    <div className="rounded-xl bg-gray-50 px-3 py-2 text-center">
      <dt className="text-xs text-gray-600">{label}</dt>
      <dd className={`text-xl font-bold ${tone}`}>{value}</dd>
    </div>
  );
}

function BatchCard({ batch, onRevoke }: { batch: CodeBatch; onRevoke(batch: CodeBatch): void }) {
  const t = useT();
  const when = useWhen();
  return (
    <li data-testid={`code-batch-${batch.id}`} className="rounded-2xl bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-bold text-gray-900">
          <bdi>{batch.label ?? t('teacher.codes.batches.noLabel')}</bdi>
        </h3>
        <span className="text-sm text-gray-600">
          {t('teacher.codes.batches.createdOn', { when: when(batch.createdAt) })}
          {batch.createdByName && <> {t('teacher.codes.batches.by', { name: batch.createdByName })}</>}
        </span>
      </div>
      <p className="mt-1 text-gray-700">
        {t(batch.kind === 'course' ? 'teacher.codes.batches.kindCourse' : 'teacher.codes.batches.kindUnit')}:{' '}
        <bdi>{batch.targetName}</bdi>
        {batch.kind === 'unit' && (
          <>
            {' — '}
            <bdi>{batch.courseName}</bdi>
          </>
        )}
      </p>
      {batch.expiresAt && (
        <p className={`mt-1 text-sm ${batch.expired ? 'font-semibold text-amber-800' : 'text-gray-600'}`}>
          {batch.expired
            ? t('teacher.codes.batches.expired')
            : t('teacher.codes.batches.expiresOn', { when: when(batch.expiresAt) })}
        </p>
      )}
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Count label={t('teacher.codes.batches.created')} value={batch.created} />
        <Count label={t('teacher.codes.batches.redeemed')} value={batch.redeemed} tone="text-green-800" />
        <Count label={t('teacher.codes.batches.remaining')} value={batch.remaining} tone="text-primary-800" />
        <Count label={t('teacher.codes.batches.revoked')} value={batch.revoked} tone="text-red-800" />
      </dl>
      {batch.remaining > 0 && (
        <div className="mt-3">
          <Button variant="outline" size="sm" onClick={() => onRevoke(batch)}>
            {t('teacher.codes.revoke.button')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** Every batch with its counts; revoke a batch's unused codes after a confirmation. */
export function BatchList() {
  const t = useT();
  const [page, setPage] = useState(1);
  const query = useCodeBatches(page);
  const revoke = useRevokeCodeBatch();
  const [confirming, setConfirming] = useState<CodeBatch | null>(null);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  async function confirmRevoke() {
    if (!confirming) return;
    try {
      const result = await revoke.mutateAsync(confirming.id);
      setMessage({ kind: 'success', text: t('teacher.codes.revoke.done', { count: result.revokedNow }) });
    } catch {
      setMessage({ kind: 'error', text: t('teacher.codes.revoke.failed') });
    }
    setConfirming(null);
  }

  return (
    <section aria-labelledby="codes-batches">
      <h2 id="codes-batches" className="mb-3 text-lg font-bold text-gray-900">
        {t('teacher.codes.batches.title')}
      </h2>
      {message && (
        <div className="mb-3">
          <FormMessage kind={message.kind}>{message.text}</FormMessage>
        </div>
      )}
      <QueryState
        query={query}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title={t('teacher.codes.batches.empty')} />}
      >
        {(data) => (
          <>
            <ol className="space-y-3">
              {data.items.map((batch) => (
                <BatchCard key={batch.id} batch={batch} onRevoke={setConfirming} />
              ))}
            </ol>
            <Pagination page={data.currentPage} totalPages={data.totalPages} onPageChange={setPage} />
          </>
        )}
      </QueryState>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('teacher.codes.revoke.title')}
        actions={
          <>
            <Button variant="danger" loading={revoke.isPending} onClick={() => void confirmRevoke()}>
              {t('teacher.codes.revoke.confirm')}
            </Button>
            <Button variant="outline" onClick={() => setConfirming(null)}>
              {t('teacher.cancel')}
            </Button>
          </>
        }
      >
        <p>{t('teacher.codes.revoke.text', { count: confirming?.remaining ?? 0 })}</p>
      </Dialog>
    </section>
  );
}
