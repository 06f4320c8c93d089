import { useState } from 'react';
import type { CodeBatch } from '@dars/core/contract';
import {
  ConfirmDialog,
  QueryState,
  SaveStatus,
  useConsoleRole,
  usePageParams,
} from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { Pagination } from '../../../shared/ui/Pagination.tsx';
import { useCodeBatches, useRevokeCodeBatch } from '../api/codes.ts';
import { DownloadUnusedCodes } from './DownloadUnusedCodes.tsx';
import { useWhen } from './use-when.ts';

function Count({ label, value, tone = 'text-gray-900' }: { label: string; value: number; tone?: string }) {
  return (
    <div className="rounded-xl bg-gray-50 px-3 py-2 text-center">
      <dt className="text-xs text-gray-600">{label}</dt>
      <dd className={`text-xl font-bold ${tone}`}>{value}</dd>
    </div>
  );
}

function BatchCard({
  batch,
  onRevoke,
  revokeState,
}: {
  batch: CodeBatch;
  onRevoke(batch: CodeBatch): void;
  /** the revocation of this batch just made, shown where its button was */
  revokeState: ReturnType<typeof useRevokeCodeBatch> | null;
}) {
  const t = useT();
  const when = useWhen();
  const { canEdit } = useConsoleRole();
  return (
    <li data-testid={`code-batch-${batch.id}`} className="rounded-2xl bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="min-w-0 font-bold break-words text-gray-900">
          <bdi>{batch.label ?? t('teacher.codes.batches.noLabel')}</bdi>{' '}
          <span className="text-sm font-normal text-gray-600">
            {t('teacher.codes.batches.number', { id: batch.id })}
          </span>
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
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {batch.remaining > 0 && (
          <Button variant="outline" size="sm" onClick={() => onRevoke(batch)}>
            {t('teacher.codes.revoke.button')}
          </Button>
        )}
        {canEdit && batch.remaining > 0 && !batch.expired && <DownloadUnusedCodes batch={batch} />}
        {revokeState && (
          <SaveStatus
            state={revokeState}
            fallback="teacher.codes.revoke.failed"
            success={
              revokeState.data && t('teacher.codes.revoke.done', { count: revokeState.data.revokedNow })
            }
          />
        )}
      </div>
    </li>
  );
}

/** Every batch with its counts; revoke a batch's unused codes after a confirmation. */
export function BatchList() {
  const t = useT();
  const paging = usePageParams([]);
  const query = useCodeBatches(paging.page);
  const revoke = useRevokeCodeBatch();
  const [confirming, setConfirming] = useState<CodeBatch | null>(null);
  const [revokedId, setRevokedId] = useState<number | null>(null);

  return (
    <section aria-labelledby="codes-batches">
      <h2 id="codes-batches" className="mb-3 text-lg font-bold text-gray-900">
        {t('teacher.codes.batches.title')}
      </h2>
      <QueryState
        query={query}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title={t('teacher.codes.batches.empty')} />}
      >
        {(data) => (
          <>
            <ol className="space-y-3">
              {data.items.map((batch) => (
                <BatchCard
                  key={batch.id}
                  batch={batch}
                  revokeState={revokedId === batch.id ? revoke : null}
                  onRevoke={(chosen) => {
                    revoke.reset();
                    setConfirming(chosen);
                  }}
                />
              ))}
            </ol>
            <Pagination page={data.currentPage} totalPages={data.totalPages} onPageChange={paging.setPage} />
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('teacher.codes.revoke.title')}
        confirmLabel={t('teacher.codes.revoke.confirm')}
        state={revoke}
        onConfirm={() => {
          if (!confirming) return;
          setRevokedId(confirming.id);
          revoke.mutate(confirming.id, { onSettled: () => setConfirming(null) });
        }}
      >
        <p>{t('teacher.codes.revoke.text', { count: confirming?.remaining ?? 0 })}</p>
      </ConfirmDialog>
    </section>
  );
}
