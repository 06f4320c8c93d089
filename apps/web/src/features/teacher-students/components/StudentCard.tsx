import type { ReactNode } from 'react';

/** A titled card of the student's page, with its actions at the end of the title row. */
export function StudentCard({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="min-w-0 rounded-2xl bg-white p-4 shadow-sm">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-gray-900">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
