import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import { useT } from '../i18n/index.ts';

type FormControl = HTMLInputElement | HTMLSelectElement;

/**
 * A page the server rendered can be typed into before the app takes it over: hydration leaves the
 * typed text in the field, but the next render of a controlled field would put its empty state back.
 * On mount, a controlled field whose element holds another value hands it to its `onChange`. Every
 * controlled field of a server-rendered page takes the returned ref.
 */
export function useKeepValueTypedBeforeHydration<E extends FormControl>(
  value: InputHTMLAttributes<E>['value'],
  onChange: ((event: ChangeEvent<E>) => void) | undefined,
) {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !onChange || typeof value !== 'string' || element.value === value) return;
    if (element instanceof HTMLInputElement && element.type === 'file') return;
    onChange({ target: element, currentTarget: element } as unknown as ChangeEvent<E>);
    // only what the element held when the field mounted
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

const inputClass =
  'w-full rounded-lg border border-gray-400 px-3 py-2.5 text-gray-900 placeholder:text-gray-500 ' +
  'focus:border-primary-700 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-primary-700 ' +
  'aria-invalid:border-red-700';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
}

function FieldFrame({ id, label, hint, children }: FieldFrameProps) {
  return (
    <div className="text-start">
      <label htmlFor={id} className="mb-1 block font-semibold text-gray-800">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-gray-600">
          {hint}
        </p>
      )}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
}

export function TextField({ label, hint, className = '', ...rest }: TextFieldProps) {
  const id = useId();
  const ref = useKeepValueTypedBeforeHydration(rest.value, rest.onChange);
  return (
    <FieldFrame id={id} label={label} hint={hint}>
      <input
        ref={ref}
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={`${inputClass} ${rest.readOnly ? 'bg-gray-100 text-gray-700' : 'bg-white'} ${className}`}
        {...rest}
      />
    </FieldFrame>
  );
}

/** Password input with a show/hide toggle (a real button, labelled, aria-pressed). */
export function PasswordField({ label, hint, className = '', ...rest }: TextFieldProps) {
  const t = useT();
  const id = useId();
  const [visible, setVisible] = useState(false);
  const ref = useKeepValueTypedBeforeHydration(rest.value, rest.onChange);
  return (
    <FieldFrame id={id} label={label} hint={hint}>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          type={visible ? 'text' : 'password'}
          dir="ltr"
          aria-describedby={hint ? `${id}-hint` : undefined}
          className={`${inputClass} bg-white pe-12 text-start ${className}`}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-pressed={visible}
          aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
          aria-controls={id}
          className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-gray-700 hover:text-primary-800"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible && <path d="M4 4l16 16" />}
          </svg>
        </button>
      </div>
    </FieldFrame>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
}

export function SelectField({ label, hint, className = '', children, ...rest }: SelectFieldProps) {
  const id = useId();
  const ref = useKeepValueTypedBeforeHydration(rest.value, rest.onChange);
  return (
    <FieldFrame id={id} label={label} hint={hint}>
      <select ref={ref} id={id} className={`${inputClass} bg-white ${className}`} {...rest}>
        {children}
      </select>
    </FieldFrame>
  );
}

/** Form-level message: errors are announced assertively, successes politely. */
export function FormMessage({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  if (!children) return null;
  const styles = {
    error: 'border-red-300 bg-red-50 text-red-800',
    success: 'border-green-300 bg-green-50 text-green-800',
    info: 'border-primary-200 bg-primary-50 text-primary-900',
  }[kind];
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-3 py-2 text-start font-semibold ${styles}`}
    >
      {children}
    </p>
  );
}
