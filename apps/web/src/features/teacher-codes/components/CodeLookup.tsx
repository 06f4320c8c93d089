import { useState, type FormEvent } from 'react';
import type { CodeLookup as CodeLookupData } from '@dars/core/contract';
import type { MessageId } from '@dars/core/messages/runtime';
import { errorTextId } from '../../../shared/api/error-text.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { FormMessage, TextField } from '../../../shared/ui/fields.tsx';
import { useLookUpCode } from '../api/codes.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { useWhen } from './use-when.ts';

/** Type a code: unused, redeemed (by whom, phone, when), revoked or expired. */
export function CodeLookup() {
  const t = useT();
  const when = useWhen();
  const [code, setCode] = useState('');
  const lookUp = useLookUpCode();
  const result: CodeLookupData | null = lookUp.data ?? null;
  const error: MessageId | null = lookUp.isError
    ? errorTextId(lookUp.error, {
        fallback: 'teacher.codes.lookup.failed',
        codes: { code_not_found: 'teacher.codes.lookup.notFound' },
        statuses: { 404: 'teacher.codes.lookup.notFound' },
      })
    : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim()) lookUp.mutate(code.trim());
  }

  return (
    <section aria-labelledby="codes-lookup" className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="codes-lookup" className="mb-3 text-lg font-bold text-gray-900">
        {t('teacher.codes.lookup.title')}
      </h2>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            label={t('teacher.codes.lookup.label')}
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
        <Button type="submit" loading={lookUp.isPending}>
          {t('teacher.codes.lookup.submit')}
        </Button>
      </form>
      <div aria-live="polite" className="mt-3">
        {error && <FormMessage kind="error">{t(error)}</FormMessage>}
        {result && (
          <div data-testid="code-lookup-result" className="space-y-1 rounded-xl bg-gray-50 p-3">
            <StatusBadge status={result.status} />
            {result.student && result.redeemedAt && (
              <p className="text-gray-900">
                {t('teacher.codes.lookup.redeemedBy', {
                  name: result.student.name,
                  phone: result.student.phone ?? '—',
                  when: when(result.redeemedAt),
                })}
              </p>
            )}
            {result.revokedAt && (
              <p className="text-gray-700">
                {t('teacher.codes.lookup.revokedAt', { when: when(result.revokedAt) })}
              </p>
            )}
            <p className="text-sm text-gray-600">
              {t('teacher.codes.lookup.batch', {
                label: result.batch.label ?? t('teacher.codes.batches.noLabel'),
                target: result.batch.targetName,
              })}
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
