import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
}

/** A labelled multi-line field, styled like shared/ui's text fields. */
export function TextAreaField({ label, hint, className = '', rows = 3, ...rest }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className="text-start">
      <label htmlFor={id} className="mb-1 block font-semibold text-gray-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={`w-full rounded-lg border border-gray-400 bg-white px-3 py-2.5 text-gray-900 focus:border-primary-700 focus:outline-none focus-visible:outline-3 focus-visible:outline-primary-700 ${className}`}
        {...rest}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-gray-600">
          {hint}
        </p>
      )}
    </div>
  );
}
