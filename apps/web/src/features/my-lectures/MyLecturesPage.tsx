import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { GRADES, matchesSearch, type Grade, type Term } from '@dars/core/rules';
import { useT } from '../../shared/i18n/index.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { errorTextId } from '../../shared/api/error-text.ts';
import { ErrorView } from '../../shared/ui/ErrorView.tsx';
import { Pagination } from '../../shared/ui/Pagination.tsx';
import { myUnitsRootKey, useMyUnits } from './api/my-units.ts';
import { CodeEntryBox } from './CodeEntryBox.tsx';
import {
  LECTURE_TERMS,
  readLecturesFilters,
  writeLecturesFilters,
  type LecturesFilters,
} from './lectures-query.ts';
import { UnitCard, UnitCardPlaceholder } from './UnitCard.tsx';
import './messages.ts';

const SEARCH_DEBOUNCE_MS = 300;
const PLACEHOLDER_CARDS = 6;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

const selectClass =
  'min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-200';

export default function MyLecturesPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readLecturesFilters(searchParams);
  const debouncedSearch = useDebounced(filters.search, SEARCH_DEBOUNCE_MS);
  const units = useMyUnits({
    page: filters.page,
    search: debouncedSearch,
    grade: filters.grade,
    term: filters.term,
  });

  function update(change: Partial<LecturesFilters>, replace = false) {
    setSearchParams((current) => writeLecturesFilters(current, change), { replace });
  }

  // The server filters by the debounced text; the page already loaded narrows at once as the student types.
  const shown = useMemo(
    () =>
      (units.data?.units ?? []).filter((unit) =>
        matchesSearch(filters.search, [unit.unitName, unit.unitTitle, unit.courseName]),
      ),
    [units.data, filters.search],
  );
  const filtering = filters.search.trim() !== '' || filters.grade !== null || filters.term !== null;

  useEffect(() => {
    document.title = `${t('myLectures.title')} | ${t('common.appName')}`;
  }, [t]);

  let content;
  if (units.isPending) {
    content = (
      <ul
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        aria-busy="true"
        aria-label={t('myLectures.loading')}
      >
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <UnitCardPlaceholder key={index} />
        ))}
      </ul>
    );
  } else if (units.isError) {
    content = (
      <ErrorView
        title={t('myLectures.errorTitle')}
        message={t(errorTextId(units.error, { fallback: 'errors.unitCode.fetchUnitsFailed' }))}
        onRetry={() => void units.refetch()}
      />
    );
  } else if (shown.length === 0) {
    content = filtering ? (
      <EmptyState title={t('myLectures.noMatches')} />
    ) : (
      <EmptyState title={t('myLectures.emptyTitle')} hint={t('myLectures.emptyHint')} />
    );
  } else {
    content = (
      <>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((unit) => (
            <UnitCard key={unit.unitId} unit={unit} />
          ))}
        </ul>
        <Pagination
          page={units.data.currentPage}
          totalPages={units.data.totalPages}
          onPageChange={(page) => update({ page })}
        />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-extrabold text-gray-900 sm:text-3xl">{t('myLectures.title')}</h1>
        <p className="mt-1 text-gray-600">{t('myLectures.subtitle')}</p>
      </header>

      <CodeEntryBox onRedeemed={() => queryClient.invalidateQueries({ queryKey: myUnitsRootKey })} />

      <section className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end">
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor="lectures-search" className="mb-1 block text-sm font-semibold text-gray-700">
            {t('common.search')}
          </label>
          <input
            id="lectures-search"
            type="search"
            value={filters.search}
            onChange={(event) => update({ search: event.target.value }, true)}
            placeholder={t('myLectures.searchPlaceholder')}
            className={selectClass}
          />
        </div>
        <div>
          <label htmlFor="lectures-grade" className="mb-1 block text-sm font-semibold text-gray-700">
            {t('myLectures.stageLabel')}
          </label>
          <select
            id="lectures-grade"
            value={filters.grade ?? ''}
            onChange={(event) => update({ grade: (event.target.value || null) as Grade | null })}
            className={selectClass}
          >
            <option value="">{t('myLectures.allStages')}</option>
            {GRADES.map((grade) => (
              <option key={grade} value={grade}>
                {t(`common.grade.${grade}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="lectures-term" className="mb-1 block text-sm font-semibold text-gray-700">
            {t('myLectures.termLabel')}
          </label>
          <select
            id="lectures-term"
            value={filters.term ?? ''}
            onChange={(event) => update({ term: (event.target.value || null) as Term | null })}
            className={selectClass}
          >
            <option value="">{t('myLectures.allTerms')}</option>
            {LECTURE_TERMS.map((term) => (
              <option key={term} value={term}>
                {t(`common.term.${term}`)}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="outline"
          onClick={() => void units.refetch()}
          loading={units.isFetching && !units.isPending}
        >
          {t('common.refresh')}
        </Button>
      </section>

      {units.data && (
        <p className="mt-4 text-sm text-gray-600" role="status" data-testid="lectures-count">
          {t('myLectures.showing', { shown: shown.length, count: units.data.totalCount })}
        </p>
      )}

      <div className="mt-4">{content}</div>
    </div>
  );
}
