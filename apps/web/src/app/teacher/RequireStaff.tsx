import type { ReactNode } from 'react';
import { isStaffRole } from '@dars/core/rules';
import { Link } from 'react-router';
import { useConsoleRole } from '../../shared/console/use-console-role.ts';
import { useT } from '../../shared/i18n/index.ts';
import { ErrorView } from '../../shared/ui/ErrorView.tsx';

/** The console is for the teacher and assistants; a signed-in student sees a refusal, not the console. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const t = useT();
  const { role } = useConsoleRole();
  if (isStaffRole(role)) return <>{children}</>;
  return (
    <main className="px-4 py-10">
      <ErrorView title={t('teacher.staffOnly.title')} message={t('teacher.staffOnly.text')}>
        <Link to="/" className="mt-4 inline-block font-semibold text-primary-700 underline">
          {t('teacher.staffOnly.home')}
        </Link>
      </ErrorView>
    </main>
  );
}
