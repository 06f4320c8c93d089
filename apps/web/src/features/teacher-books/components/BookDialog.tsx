import { useState } from 'react';
import { bookFieldsSchema, type ConsoleBook } from '@dars/core/contract';
import { GRADES } from '@dars/core/rules';
import { FormDialog, TextAreaField } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { SelectField, TextField } from '../../../shared/ui/fields.tsx';
import { useSaveBook } from '../api/books.ts';

type BookDraft = Pick<ConsoleBook, 'title' | 'description' | 'price' | 'grade' | 'active'>;
const EMPTY: BookDraft = { title: '', description: '', price: 0, grade: 'Secondary3', active: true };

/** Adds a book or edits one, with its cover; validated by the same schema as the server. */
export function BookDialog({ book, onClose }: { book: ConsoleBook | null; onClose(): void }) {
  const t = useT();
  const save = useSaveBook();
  const [image, setImage] = useState<File | null>(null);
  const [saved, setSaved] = useState<{ id: number; version: number } | null>(book);
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t(book ? 'teacher.books.edit' : 'teacher.books.add')}
      schema={bookFieldsSchema}
      defaultValues={
        book
          ? {
              title: book.title,
              description: book.description,
              price: book.price,
              grade: book.grade,
              active: book.active,
            }
          : EMPTY
      }
      onSubmit={async (fields) => {
        const answer = await save.mutateAsync({ book: { ...fields, ...(saved ?? {}) }, image });
        setSaved({ id: answer.id, version: answer.version });
      }}
    >
      {(form) => (
        <>
          <div>
            <TextField label={t('teacher.books.bookTitle')} maxLength={200} {...form.text('title')} />
            {form.error('title')}
          </div>
          <TextAreaField
            label={t('teacher.books.description')}
            maxLength={4000}
            {...form.text('description')}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <TextField
                type="number"
                min={0}
                step="any"
                label={t('teacher.books.price')}
                {...form.number('price')}
              />
              {form.error('price')}
            </div>
            <SelectField label={t('teacher.books.grade')} {...form.text('grade')}>
              {GRADES.map((grade) => (
                <option key={grade} value={grade}>
                  {t(`common.grade.${grade}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <label className="flex items-center gap-2">
            <input type="checkbox" className="h-5 w-5 accent-primary-700" {...form.checkbox('active')} />
            {t('teacher.books.active')}
          </label>
          <label className="grid min-w-0 gap-1">
            <span className="font-semibold text-gray-800">{t('teacher.books.imageUpload')}</span>
            <input
              type="file"
              className="max-w-full"
              accept="image/png,image/jpeg,image/webp,image/gif"
              onChange={(event) => setImage(event.target.files?.[0] ?? null)}
            />
          </label>
        </>
      )}
    </FormDialog>
  );
}
