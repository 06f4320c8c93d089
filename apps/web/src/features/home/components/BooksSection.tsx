import { useState } from 'react';
import { formatCoursePrice } from '@dars/core/rules';
import { useLocale, useT } from '../../../shared/i18n/index.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { LazyErrorMessage } from '../../../shared/api/LazyErrorMessage.tsx';
import { ErrorView } from '../../../shared/ui/ErrorView.tsx';
import { Pagination } from '../../../shared/ui/Pagination.tsx';
import { resolveImage } from '../../../shared/ui/images.ts';
import { useActiveBooks } from '../api/active-books.ts';

export default function BooksSection() {
  const t = useT();
  const { locale } = useLocale();
  const [page, setPage] = useState(1);
  const books = useActiveBooks(page, true);

  let body;
  if (books.isPending) {
    body = (
      <p className="py-10 text-center text-gray-700" role="status">
        {t('marketing.section.loadingBooks')}
      </p>
    );
  } else if (books.isError) {
    body = (
      <ErrorView
        message={<LazyErrorMessage error={books.error} fallback="errors.unexpectedTryLater" />}
        onRetry={() => void books.refetch()}
      />
    );
  } else if (books.data.books.length === 0) {
    body = <EmptyState title={t('home.books.empty')} />;
  } else {
    body = (
      <>
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-4 lg:grid-cols-5">
          {books.data.books.map((book) => (
            <li
              key={book.id}
              className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-200"
            >
              <img
                src={resolveImage(book.imagePath)}
                alt=""
                width={300}
                height={400}
                loading="lazy"
                className="aspect-[3/4] w-full bg-secondary-50 object-cover"
              />
              <div className="flex flex-1 flex-col p-3 text-start">
                <span className="text-xs font-semibold text-primary-800">
                  {t(`common.grade.${book.grade}`)}
                </span>
                <h3 dir="auto" className="mt-1 font-bold text-gray-900">
                  {book.title}
                </h3>
                <p dir="auto" className="mt-1 line-clamp-2 flex-1 text-sm text-gray-700">
                  {book.description}
                </p>
                <p className="mt-2 font-bold text-primary-800">{formatCoursePrice(book.price, locale)}</p>
              </div>
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          totalPages={books.data.totalPages}
          onPageChange={setPage}
          label={t('home.books.paginationLabel')}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="books-title">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="books-title" className="text-3xl font-bold text-gray-900">
          {t('marketing.section.books')}
        </h2>
        <p className="mt-2 mb-6 text-gray-700">{t('home.books.subtitle')}</p>
        {body}
      </div>
    </section>
  );
}
