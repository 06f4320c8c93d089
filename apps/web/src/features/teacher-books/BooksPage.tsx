import { useState } from 'react';
import type { ConsoleBook } from '@dars/core/contract';
import {
  ConfirmDialog,
  PageHeader,
  QueryState,
  SaveStatus,
  useConsoleRole,
  usePageParams,
} from '../../shared/console/index.ts';
import { useT } from '../../shared/i18n/index.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { resolveImage } from '../../shared/ui/images.ts';
import { Pagination } from '../../shared/ui/Pagination.tsx';
import { useConsoleBooks, useDeleteBook } from './api/books.ts';
import { BookDialog } from './components/BookDialog.tsx';
import './messages.ts';

/** The teacher's books: every book, active or not, to add, edit (with its cover) and delete. */
export default function BooksPage() {
  const t = useT();
  const { canEdit } = useConsoleRole();
  const paging = usePageParams([]);
  const query = useConsoleBooks(paging.page);
  const remove = useDeleteBook();
  const [editing, setEditing] = useState<ConsoleBook | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ConsoleBook | null>(null);

  return (
    <section>
      <PageHeader
        title={t('teacher.books.title')}
        hint={t('teacher.books.hint')}
        actions={
          canEdit && (
            <>
              <SaveStatus state={remove} success={t('teacher.books.deleted')} />
              <Button onClick={() => setEditing('new')}>{t('teacher.books.add')}</Button>
            </>
          )
        }
      />
      <QueryState
        query={query}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title={t('teacher.books.empty')} />}
      >
        {(data) => (
          <>
            <ul className="grid gap-3 md:grid-cols-2">
              {data.items.map((book) => (
                <li
                  key={book.id}
                  className="flex gap-3 rounded-2xl bg-white p-3 shadow-sm"
                  data-testid="book"
                >
                  <img
                    src={resolveImage(book.imagePath)}
                    alt=""
                    className="h-24 w-20 shrink-0 rounded-lg bg-gray-100 object-cover"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold break-words text-gray-900">{book.title}</p>
                    <p className="text-sm text-gray-600">
                      {t(`common.grade.${book.grade}`)} · {book.price}
                      {!book.active && ` · ${t('teacher.books.inactive')}`}
                    </p>
                    {canEdit && (
                      <div className="mt-2 flex flex-wrap gap-2">
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() => setEditing(book)}
                          aria-label={t('teacher.books.editNamed', { title: book.title })}
                        >
                          {t('teacher.edit')}
                        </Button>
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() => {
                            remove.reset();
                            setDeleting(book);
                          }}
                          aria-label={t('teacher.books.deleteNamed', { title: book.title })}
                        >
                          {t('teacher.delete')}
                        </Button>
                      </div>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            <Pagination page={data.currentPage} totalPages={data.totalPages} onPageChange={paging.setPage} />
          </>
        )}
      </QueryState>
      {editing && <BookDialog book={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('teacher.books.confirmDelete', { title: deleting?.title ?? '' })}
        confirmLabel={t('teacher.books.deleteConfirm')}
        state={remove}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { id: deleting.id, version: deleting.version },
            { onSuccess: () => setDeleting(null) },
          )
        }
      />
    </section>
  );
}
