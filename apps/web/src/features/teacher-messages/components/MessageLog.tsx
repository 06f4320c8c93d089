import { useDeferredValue } from 'react';
import { MESSAGE_EVENTS, MESSAGE_STATUSES } from '@dars/core/contract';
import { QueryState, usePageParams } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { SelectField, TextField } from '../../../shared/ui/fields.tsx';
import { useMessageLog, type LogFilters } from '../api/messages.ts';
import { MessageList } from './MessageList.tsx';

/** Messages of a query, with "show more" while older ones remain. */
export function MessagePages({ filters, showStudent }: { filters: LogFilters; showStudent?: boolean }) {
  const t = useT();
  const query = useMessageLog(filters);
  const pages = { ...query, data: query.data?.pages };
  return (
    <QueryState
      query={pages}
      isEmpty={(data) => data.every((page) => page.items.length === 0)}
      empty={<EmptyState title={t('teacherMessages.log.empty')} />}
    >
      {(data) => (
        <>
          <MessageList items={data.flatMap((page) => page.items)} showStudent={showStudent} />
          {query.hasNextPage && (
            <Button
              variant="outline"
              className="mt-4"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('teacherMessages.log.more')}
            </Button>
          )}
        </>
      )}
    </QueryState>
  );
}

/** The message log: search by student or phone, filter by status and kind (kept in the address). */
export function MessageLog() {
  const t = useT();
  const paging = usePageParams(['search', 'status', 'event'] as const);
  const search = useDeferredValue(paging.filters.search.trim());
  return (
    <div>
      <div className="mb-4 grid gap-3 md:grid-cols-3">
        <TextField
          type="search"
          label={t('teacherMessages.log.search')}
          value={paging.filters.search}
          onChange={(event) => paging.setFilters({ search: event.target.value })}
        />
        <SelectField
          label={t('teacherMessages.log.status')}
          value={paging.filters.status}
          onChange={(event) => paging.setFilters({ status: event.target.value })}
        >
          <option value="">{t('teacherMessages.log.all')}</option>
          {MESSAGE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`teacherMessages.status.${status}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('teacherMessages.log.event')}
          value={paging.filters.event}
          onChange={(event) => paging.setFilters({ event: event.target.value })}
        >
          <option value="">{t('teacherMessages.log.all')}</option>
          {MESSAGE_EVENTS.map((event) => (
            <option key={event} value={event}>
              {t(`teacherMessages.event.${event}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <MessagePages filters={{ search, status: paging.filters.status, event: paging.filters.event }} />
    </div>
  );
}
