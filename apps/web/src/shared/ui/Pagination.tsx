import { paginationWindow } from '@dars/core/rules';
import { useT } from '../i18n/index.ts';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange(page: number): void;
  /** Distinguishes several paginations on one page for assistive technology. */
  label?: string;
}

const pageButton =
  'min-h-11 min-w-11 rounded-lg border px-3 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50';

/** Previous / next and at most five numbered page buttons (core `paginationWindow`). */
export function Pagination({ page, totalPages, onPageChange, label }: PaginationProps) {
  const t = useT();
  if (totalPages <= 1) return null;
  const pages = paginationWindow(page, totalPages);
  return (
    <nav
      aria-label={label ?? t('common.pagination.label')}
      className="mt-8 flex flex-wrap items-center justify-center gap-2"
    >
      <button
        type="button"
        className={`${pageButton} border-gray-300 bg-white text-gray-800 hover:bg-gray-100`}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {t('common.previous')}
      </button>
      {pages.map((number) => (
        <button
          key={number}
          type="button"
          aria-current={number === page ? 'page' : undefined}
          aria-label={t('common.pagination.page', { page: number })}
          className={`${pageButton} ${
            number === page
              ? 'border-primary-700 bg-primary-700 text-white'
              : 'border-gray-300 bg-white text-gray-800 hover:bg-gray-100'
          }`}
          onClick={() => onPageChange(number)}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className={`${pageButton} border-gray-300 bg-white text-gray-800 hover:bg-gray-100`}
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        {t('common.next')}
      </button>
    </nav>
  );
}
