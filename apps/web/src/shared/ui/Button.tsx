import type { ButtonHTMLAttributes } from 'react';
import { useAppReady } from '../ssr/server-state.ts';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-classes.ts';
import { Spinner } from './Spinner.tsx';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, disables the button and sets aria-busy. */
  loading?: boolean;
}

/** A submit button stays disabled until the app runs the page (see useAppReady). */

export function Button({
  variant,
  size,
  loading = false,
  className = '',
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const ready = useAppReady();
  return (
    <button
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || loading || (type === 'submit' && !ready)}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="sm" decorative />}
      {children}
    </button>
  );
}
