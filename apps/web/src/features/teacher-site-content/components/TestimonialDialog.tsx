import { testimonialFieldsSchema, type ConsoleTestimonial } from '@dars/core/contract';
import { FormDialog, TextAreaField } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { TextField } from '../../../shared/ui/fields.tsx';
import { useCreateTestimonial, useUpdateTestimonial } from '../api/site-content.ts';

type TestimonialDraft = Pick<ConsoleTestimonial, 'author' | 'caption' | 'text' | 'rating' | 'hidden'>;
const EMPTY: TestimonialDraft = { author: '', caption: '', text: '', rating: 5, hidden: false };

export const draftOf = (item: ConsoleTestimonial): TestimonialDraft => ({
  author: item.author,
  caption: item.caption,
  text: item.text,
  rating: item.rating,
  hidden: item.hidden,
});

/** Adds a testimonial, or edits one (`editing`), validated by the same schema as the server. */
export function TestimonialDialog({
  editing,
  onClose,
}: {
  editing: ConsoleTestimonial | 'new';
  onClose(): void;
}) {
  const t = useT();
  const create = useCreateTestimonial();
  const update = useUpdateTestimonial();
  const isNew = editing === 'new';
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t(isNew ? 'teacher.home.addTestimonial' : 'teacher.home.editTestimonial')}
      schema={testimonialFieldsSchema}
      defaultValues={isNew ? EMPTY : draftOf(editing)}
      onSubmit={(draft) =>
        isNew
          ? create.mutateAsync(draft)
          : update.mutateAsync({ id: editing.id, ...draft, version: editing.version })
      }
    >
      {(form) => (
        <>
          <div>
            <TextField label={t('teacher.home.author')} maxLength={100} {...form.text('author')} />
            {form.error('author')}
          </div>
          <div>
            <TextField label={t('teacher.home.caption')} maxLength={200} {...form.text('caption')} />
            {form.error('caption')}
          </div>
          <div>
            <TextAreaField label={t('teacher.home.text')} maxLength={2000} {...form.text('text')} />
            {form.error('text')}
          </div>
          <div>
            <TextField
              type="number"
              min={1}
              max={5}
              label={t('teacher.home.rating')}
              {...form.number('rating')}
            />
            {form.error('rating')}
          </div>
          <label className="flex items-center gap-2">
            <input type="checkbox" className="h-5 w-5 accent-primary-700" {...form.checkbox('hidden')} />
            {t('teacher.home.hidden')}
          </label>
        </>
      )}
    </FormDialog>
  );
}
