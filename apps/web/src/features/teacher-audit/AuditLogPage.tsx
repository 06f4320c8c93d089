import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditEntry } from '@dars/core/contract';
import { PageHeader, QueryState } from '../../shared/console/index.ts';
import { useLocale, useT } from '../../shared/i18n/index.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { SelectField, TextField } from '../../shared/ui/fields.tsx';
import { Pagination } from '../../shared/ui/Pagination.tsx';
import { useAuditLog } from './api/audit-log.ts';

const FILTERS = ['actorId', 'action', 'from', 'to'] as const;

/** A date input's day as the start (or end) of that day in UTC, for the server's filter. */
function dayBound(day: string | null, end: boolean): string | undefined {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  return `${day}T${end ? '23:59:59.999' : '00:00:00.000'}Z`;
}

function Changes({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const show = (value: unknown) => (value === null ? '—' : JSON.stringify(value, null, 2));
  return (
    <details className="mt-2">
      <summary className="cursor-pointer font-semibold text-primary-700">
        {t('teacher.audit.details')}
      </summary>
      <div className="mt-2 grid gap-2 md:grid-cols-2">
        {(['before', 'after'] as const).map((side) => (
          <div key={side}>
            <p className="text-sm font-semibold text-gray-600">{t(`teacher.audit.${side}`)}</p>
            <pre
              dir="ltr"
              className="mt-1 max-h-64 overflow-auto rounded-lg bg-gray-100 p-2 text-start text-xs"
            >
              {show(entry[side])}
            </pre>
          </div>
        ))}
      </div>
    </details>
  );
}

/** The audit log: every console change, newest first, filterable by person, action and date. */
export default function AuditLogPage() {
  const t = useT();
  const { locale } = useLocale();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useAuditLog({
    page,
    pageSize: 20,
    actorId: params.get('actorId') || undefined,
    action: params.get('action') || undefined,
    from: dayBound(params.get('from'), false),
    to: dayBound(params.get('to'), true),
  });
  const [draft, setDraft] = useState(() =>
    Object.fromEntries(FILTERS.map((key) => [key, params.get(key) ?? ''])),
  );
  const when = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-EG' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  function apply(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const key of FILTERS) if (draft[key]) next.set(key, draft[key]);
    setParams(next);
  }

  function clear() {
    setDraft(Object.fromEntries(FILTERS.map((key) => [key, ''])));
    setParams(new URLSearchParams());
  }

  return (
    <section>
      <PageHeader title={t('teacher.audit.title')} hint={t('teacher.audit.hint')} />
      <form
        onSubmit={apply}
        className="mb-5 grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
      >
        <SelectField
          label={t('teacher.audit.person')}
          value={draft.actorId}
          onChange={(event) => setDraft({ ...draft, actorId: event.target.value })}
        >
          <option value="">{t('teacher.audit.anyone')}</option>
          {query.data?.actors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('teacher.audit.action')}
          placeholder={t('teacher.audit.actionPlaceholder')}
          value={draft.action}
          onChange={(event) => setDraft({ ...draft, action: event.target.value })}
        />
        <TextField
          type="date"
          label={t('teacher.audit.from')}
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextField
          type="date"
          label={t('teacher.audit.to')}
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
          <Button type="submit">{t('teacher.filter.apply')}</Button>
          <Button variant="outline" onClick={clear}>
            {t('teacher.filter.clear')}
          </Button>
        </div>
      </form>
      <QueryState
        query={query}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title={t('teacher.audit.empty')} />}
      >
        {(data) => (
          <>
            <p className="mb-2 text-sm text-gray-600">{t('teacher.total', { count: data.totalCount })}</p>
            <ol className="space-y-3">
              {data.items.map((entry) => (
                <li key={entry.id} className="rounded-2xl bg-white p-4 shadow-sm">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <p className="font-semibold text-gray-900">{entry.actorName}</p>
                    <time dateTime={entry.at} className="text-sm text-gray-600">
                      {when.format(new Date(entry.at))}
                    </time>
                  </div>
                  <p className="mt-1 text-gray-700">
                    <code dir="ltr" className="rounded bg-gray-100 px-1.5 py-0.5 text-sm">
                      {entry.action}
                    </code>{' '}
                    <span className="text-sm text-gray-600">
                      {t('teacher.audit.entity')}: <bdi>{entry.entityId}</bdi>
                    </span>
                  </p>
                  <Changes entry={entry} />
                </li>
              ))}
            </ol>
            <Pagination
              page={data.currentPage}
              totalPages={data.totalPages}
              onPageChange={(next) => {
                const nextParams = new URLSearchParams(params);
                nextParams.set('page', String(next));
                setParams(nextParams);
              }}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
