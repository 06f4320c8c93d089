import { DATE_STYLES, formatDate } from '@dars/core/messages/dates';
import { PageHeader, QueryState, usePageParams } from '../../shared/console/index.ts';
import { useLocale, useT } from '../../shared/i18n/index.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { Pagination } from '../../shared/ui/Pagination.tsx';
import { useAuditLog } from './api/audit-log.ts';
import { AuditEntryCard } from './components/AuditEntryCard.tsx';
import { AUDIT_FILTERS, AuditFilters } from './components/AuditFilters.tsx';

/** A date input's day as the start (or end) of that day in UTC, for the server's filter. */
function dayBound(day: string, end: boolean): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  return `${day}T${end ? '23:59:59.999' : '00:00:00.000'}Z`;
}

/** The audit log: every console change as a sentence, newest first, filtered by person, kind and date. */
export default function AuditLogPage() {
  const t = useT();
  const { locale } = useLocale();
  const paging = usePageParams(AUDIT_FILTERS);
  const { actorId, action, from, to } = paging.filters;
  const query = useAuditLog({
    page: paging.page,
    pageSize: 20,
    actorId: actorId || undefined,
    action: action || undefined,
    from: dayBound(from, false),
    to: dayBound(to, true),
  });

  return (
    <section>
      <PageHeader title={t('teacher.audit.title')} hint={t('teacher.audit.hint')} />
      <AuditFilters paging={paging} actors={query.data?.actors ?? []} />
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
                <AuditEntryCard
                  key={entry.id}
                  entry={entry}
                  when={formatDate(locale, entry.at, DATE_STYLES.dateTime)}
                />
              ))}
            </ol>
            <Pagination page={data.currentPage} totalPages={data.totalPages} onPageChange={paging.setPage} />
          </>
        )}
      </QueryState>
    </section>
  );
}
