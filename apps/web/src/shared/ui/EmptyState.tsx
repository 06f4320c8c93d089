import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  hint?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
}

export function EmptyState({ title, hint, action, icon }: EmptyStateProps) {
  return (
    <div className="mx-auto my-8 max-w-lg rounded-2xl border border-dashed border-gray-300 bg-white p-8 text-center">
      {icon && (
        <div className="mb-3 flex justify-center text-4xl text-primary-700" aria-hidden="true">
          {icon}
        </div>
      )}
      <p className="text-lg font-semibold text-gray-800">{title}</p>
      {hint && <p className="mt-2 text-gray-600">{hint}</p>}
      {action && <div className="mt-4 flex justify-center">{action}</div>}
    </div>
  );
}
