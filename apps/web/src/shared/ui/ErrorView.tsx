import type { ReactNode } from 'react';
import { useT } from '../i18n/index.ts';
import { Button } from './Button.tsx';

export interface ErrorViewProps {
  title?: ReactNode;
  message?: ReactNode;
  onRetry?(): void;
  children?: ReactNode;
}

export function ErrorView({ title, message, onRetry, children }: ErrorViewProps) {
  const t = useT();
  return (
    <div
      role="alert"
      className="mx-auto my-8 max-w-lg rounded-2xl border border-red-200 bg-red-50 p-6 text-center"
    >
      <h2 className="text-lg font-bold text-red-800">{title ?? t('layout.error.title')}</h2>
      {message && <p className="mt-2 text-red-800">{message}</p>}
      {children}
      {onRetry && (
        <Button variant="outline" className="mt-4" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}
