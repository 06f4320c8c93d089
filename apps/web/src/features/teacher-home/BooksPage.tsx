import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { ConsoleBook } from '@dars/core/contract';
import { GRADES } from '@dars/core/rules';
import { errorTextId } from '../../shared/api/error-text.ts';
import { callTeacher, TEACHER_PREFIX } from '../../shared/api/teacher-client.ts';
import { PageHeader, QueryState, TextAreaField, useConsoleRole } from '../../shared/console/index.ts';
import { useT } from '../../shared/i18n/index.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { FormMessage, SelectField, TextField } from '../../shared/ui/fields.tsx';
import { resolveImage } from '../../shared/ui/images.ts';
import { Pagination } from '../../shared/ui/Pagination.tsx';
import { uploadBookImage, useConsoleBooks } from './api/home.ts';
import './messages.ts';

type BookDraft = Pick<ConsoleBook, 'title' | 'description' | 'price' | 'grade' | 'active'>;
const EMPTY: BookDraft = { title: '', description: '', price: 0, grade: 'Secondary3', active: true };

function BookDialog({
  book,
  onClose,
  onSaved,
}: {
  book: ConsoleBook | null;
  onClose(): void;
  onSaved(): void;
}) {
  const t = useT();
  const [draft, setDraft] = useState<BookDraft>(book ?? EMPTY);
  const [image, setImage] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formId = 'book-form';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = book
        ? await callTeacher('teacherBookUpdate', { id: book.id, ...draft, version: book.version })
        : await callTeacher('teacherBookCreate', draft);
      if (image && answer.data) await uploadBookImage(answer.data.id, answer.data.version, image);
      onSaved();
    } catch (failure) {
      setError(t(errorTextId(failure, { fallback: 'teacher.home.saveFailed' })));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t(book ? 'teacher.books.edit' : 'teacher.books.add')}
      actions={
        <>
          <Button type="submit" form={formId} loading={busy}>
            {t('teacher.save')}
          </Button>
          <Button variant="outline" onClick={onClose}>
            {t('teacher.cancel')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="grid gap-3">
        {error && <FormMessage kind="error">{error}</FormMessage>}
        <TextField
          label={t('teacher.books.bookTitle')}
          value={draft.title}
          required
          maxLength={200}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
        />
        <TextAreaField
          label={t('teacher.books.description')}
          value={draft.description}
          maxLength={4000}
          onChange={(event) => setDraft({ ...draft, description: event.target.value })}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            type="number"
            min={0}
            step="any"
            label={t('teacher.books.price')}
            value={draft.price}
            onChange={(event) => setDraft({ ...draft, price: Math.max(0, Number(event.target.value)) })}
          />
          <SelectField
            label={t('teacher.books.grade')}
            value={draft.grade}
            onChange={(event) => setDraft({ ...draft, grade: event.target.value as BookDraft['grade'] })}
          >
            {GRADES.map((grade) => (
              <option key={grade} value={grade}>
                {t(`common.grade.${grade}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="h-5 w-5 accent-primary-700"
            checked={draft.active}
            onChange={(event) => setDraft({ ...draft, active: event.target.checked })}
          />
          {t('teacher.books.active')}
        </label>
        <label className="grid gap-1">
          <span className="font-semibold text-gray-800">{t('teacher.books.imageUpload')}</span>
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            onChange={(event) => setImage(event.target.files?.[0] ?? null)}
          />
        </label>
      </form>
    </Dialog>
  );
}

/** The teacher's books: every book, active or not, to add, edit (with its cover) and delete. */
export default function BooksPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const { canEdit } = useConsoleRole();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useConsoleBooks(page);
  const [editing, setEditing] = useState<ConsoleBook | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ConsoleBook | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [TEACHER_PREFIX, 'teacherBooksList'] });

  async function remove(book: ConsoleBook) {
    try {
      await callTeacher('teacherBookDelete', { id: book.id, version: book.version });
      setNotice({ kind: 'success', text: t('teacher.home.saved') });
    } catch (error) {
      setNotice({ kind: 'error', text: t(errorTextId(error, { fallback: 'teacher.home.saveFailed' })) });
    } finally {
      setDeleting(null);
      await refresh();
    }
  }

  return (
    <section>
      <PageHeader
        title={t('teacher.books.title')}
        hint={t('teacher.books.hint')}
        actions={canEdit && <Button onClick={() => setEditing('new')}>{t('teacher.books.add')}</Button>}
      />
      {notice && (
        <div className="mb-3" aria-live="polite">
          <FormMessage kind={notice.kind}>{notice.text}</FormMessage>
        </div>
      )}
      <QueryState
        query={query}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title={t('teacher.books.empty')} />}
      >
        {(data) => (
          <>
            <ul className="grid gap-3 md:grid-cols-2">
              {data.items.map((book) => (
                <li key={book.id} className="flex gap-3 rounded-2xl bg-white p-3 shadow-sm">
                  <img
                    src={resolveImage(book.imagePath)}
                    alt=""
                    className="h-24 w-20 shrink-0 rounded-lg bg-gray-100 object-cover"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-gray-900">{book.title}</p>
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
                          onClick={() => setDeleting(book)}
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
            <Pagination
              page={data.currentPage}
              totalPages={data.totalPages}
              onPageChange={(next: number) => setParams({ page: String(next) })}
            />
          </>
        )}
      </QueryState>
      {editing && (
        <BookDialog
          book={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setNotice({ kind: 'success', text: t('teacher.home.saved') });
            void refresh();
          }}
        />
      )}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('teacher.books.confirmDelete', { title: deleting?.title ?? '' })}
        actions={
          <>
            <Button onClick={() => deleting && void remove(deleting)}>{t('teacher.delete')}</Button>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              {t('teacher.cancel')}
            </Button>
          </>
        }
      />
    </section>
  );
}
