import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  hint?: ReactNode;
  /** buttons at the end of the header (wrap under the title on a phone) */
  actions?: ReactNode;
}

/** The title row of a console screen. */
export function PageHeader({ title, hint, actions }: PageHeaderProps) {
  return (
    <header className="mb-5 flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        {hint && <p className="mt-1 text-gray-600">{hint}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}
