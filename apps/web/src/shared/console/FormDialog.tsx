import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useT, type MessageId } from '../i18n/index.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { SaveStatus } from './SaveStatus.tsx';

/** The catalogue text of a schema's complaint about a field. */
function issueText(type: string | undefined, value: unknown): MessageId {
  if (value === '' || value === undefined) return 'teacher.form.required';
  if (type === 'too_small')
    return typeof value === 'string' ? 'teacher.form.tooShort' : 'teacher.form.tooSmall';
  if (type === 'too_big') return 'teacher.form.tooBig';
  return 'teacher.form.invalid';
}

export interface FieldBinding {
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>): void;
  'aria-invalid': boolean;
  'aria-errormessage'?: string;
}

export interface FormBinding<V extends FieldValues> {
  values: V;
  /** props for a text field or select bound to `name` */
  text(name: Path<V>): FieldBinding;
  /** props for a number field (the value sent is a number) */
  number(name: Path<V>): FieldBinding;
  /** props for a checkbox */
  checkbox(name: Path<V>): { checked: boolean; onChange(event: ChangeEvent<HTMLInputElement>): void };
  set(name: Path<V>, value: unknown): void;
  /** the field's error, shown under it */
  error(name: Path<V>): ReactNode;
}

export interface FormDialogProps<V extends FieldValues> {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  /** the core schema the server validates the same body with */
  schema: z.ZodType<V>;
  defaultValues: V;
  submitLabel?: ReactNode;
  successText?: ReactNode;
  onSubmit(values: V): Promise<unknown>;
  children(form: FormBinding<V>): ReactNode;
}

/**
 * A console form in a dialog, validated by the core schema before it is sent. The outcome shows
 * beside the save button; after a save the other button reads "close", and saving again needs a
 * change.
 */
export function FormDialog<V extends FieldValues>({
  open,
  onClose,
  title,
  schema,
  defaultValues,
  submitLabel,
  successText,
  onSubmit,
  children,
}: FormDialogProps<V>) {
  const t = useT();
  const formId = useId();
  const form = useForm<V>({
    defaultValues: defaultValues as DefaultValues<V>,
    resolver: zodResolver(schema as never) as unknown as Resolver<V>,
  });
  const [outcome, setOutcome] = useState<{ isSuccess: boolean; isError: boolean; error: unknown }>({
    isSuccess: false,
    isError: false,
    error: null,
  });
  const values = form.watch();
  const dirty = form.formState.isDirty;
  const saved = outcome.isSuccess && !dirty;
  const submitted = form.formState.isSubmitted;

  const set = (name: Path<V>, value: unknown) =>
    form.setValue(name, value as never, { shouldDirty: true, shouldValidate: submitted });
  const errorId = (name: string) => `${formId}-${name}-error`;
  const binding = (name: Path<V>, toValue: (raw: string) => unknown): FieldBinding => {
    const error = form.formState.errors[name];
    return {
      value: String(form.getValues(name) ?? ''),
      onChange: (event) => set(name, toValue(event.target.value)),
      'aria-invalid': Boolean(error),
      'aria-errormessage': error ? errorId(name) : undefined,
    };
  };
  const binder: FormBinding<V> = {
    values,
    text: (name) => binding(name, (raw) => raw),
    number: (name) => binding(name, (raw) => (raw === '' ? Number.NaN : Number(raw))),
    checkbox: (name) => ({
      checked: Boolean(form.getValues(name)),
      onChange: (event) => set(name, event.target.checked),
    }),
    set,
    error(name) {
      const error = form.formState.errors[name];
      if (!error) return null;
      return (
        <p id={errorId(name)} className="mt-1 text-sm font-semibold text-red-700">
          {t(issueText(typeof error.type === 'string' ? error.type : undefined, form.getValues(name)))}
        </p>
      );
    },
  };

  const submit = form.handleSubmit(async (parsed) => {
    try {
      await onSubmit(parsed);
      form.reset(form.getValues());
      setOutcome({ isSuccess: true, isError: false, error: null });
    } catch (error) {
      setOutcome({ isSuccess: false, isError: true, error });
    }
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      actions={
        <>
          <Button type="submit" form={formId} loading={form.formState.isSubmitting} disabled={saved}>
            {submitLabel ?? t('teacher.save')}
          </Button>
          <Button variant="outline" onClick={onClose}>
            {t(saved ? 'teacher.close' : 'teacher.cancel')}
          </Button>
          <SaveStatus state={{ ...outcome, isSuccess: saved }} success={successText ?? t('teacher.saved')} />
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="grid gap-3">
        {children(binder)}
      </form>
    </Dialog>
  );
}
