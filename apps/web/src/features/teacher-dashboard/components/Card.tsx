import type { ReactNode } from 'react';

/** A titled panel of the dashboard. */
export function Card({
  title,
  actions,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="min-w-0 rounded-2xl bg-white p-4 shadow-sm">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-lg font-bold text-gray-900">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
