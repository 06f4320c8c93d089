import type { ReactNode } from 'react';

/** Centered card shared by the login, register, forgot and reset screens. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 md:py-16">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200 md:p-8">
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        {subtitle && <p className="mt-1 text-gray-700">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
