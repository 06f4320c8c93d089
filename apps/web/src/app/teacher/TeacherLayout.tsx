import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../shared/auth/auth-context.ts';
import { useConsoleRole } from '../../shared/console/use-console-role.ts';
import { useT } from '../../shared/i18n/index.ts';
import { ErrorBoundary } from '../layout/ErrorBoundary.tsx';
import { NavIcon } from './NavIcon.tsx';
import { NAV_SECTIONS, type ConsoleSection } from './sections.ts';

/** How many sections the phone's bottom bar shows before "More". */
const BOTTOM_BAR_SECTIONS = 4;

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-xl px-3 py-2.5 font-semibold transition-colors ${
    isActive ? 'bg-primary-50 text-primary-800' : 'text-gray-700 hover:bg-gray-100'
  }`;

function SectionLinks({
  sections,
  onNavigate,
}: {
  sections: readonly ConsoleSection[];
  onNavigate?(): void;
}) {
  const t = useT();
  return (
    <ul className="space-y-1">
      {sections.map((section) => (
        <li key={section.path}>
          <NavLink to={`/teacher/${section.path}`} className={linkClasses} onClick={onNavigate}>
            <NavIcon name={section.icon} />
            {t(section.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The console's frame: a top bar (who is signed in, the site, sign out), the sections in a side
 * navigation on a desktop and in a bottom bar with a "More" drawer on a phone.
 */
export function TeacherLayout() {
  const t = useT();
  const { pathname } = useLocation();
  const { user, logout } = useAuth();
  const { role, canEdit } = useConsoleRole();
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEffect(() => setDrawerOpen(false), [pathname]);

  const onBar = NAV_SECTIONS.slice(0, BOTTOM_BAR_SECTIONS);
  const inDrawer = NAV_SECTIONS.length > BOTTOM_BAR_SECTIONS;

  return (
    <div className="min-h-screen bg-gray-50">
      <a
        href="#console-main"
        className="sr-only z-[60] rounded bg-white text-primary-800 focus:not-sr-only focus:px-4 focus:py-2 focus:fixed focus:start-2 focus:top-2"
      >
        {t('layout.skipToContent')}
      </a>
      <header className="fixed inset-x-0 top-0 z-40 flex h-14 items-center justify-between gap-3 border-b border-gray-200 bg-white px-4">
        <Link to="/teacher" className="min-w-0 text-lg leading-tight font-bold text-primary-800">
          {t('teacher.title')}
        </Link>
        <div className="flex min-w-0 items-center gap-3 text-sm">
          <span className="hidden truncate text-gray-700 sm:inline">{user?.name}</span>
          {role && (
            <span className="rounded-full bg-primary-50 px-2 py-0.5 font-semibold text-primary-800">
              {t(role === 'Admin' ? 'teacher.role.Admin' : 'teacher.role.Moderator')}
            </span>
          )}
          <Link to="/" className="hidden font-semibold text-primary-700 underline sm:inline">
            {t('teacher.viewSite')}
          </Link>
          <button
            type="button"
            className="font-semibold text-gray-700 underline"
            onClick={() => void logout()}
          >
            {t('teacher.signOut')}
          </button>
        </div>
      </header>

      <nav
        aria-label={t('teacher.nav.label')}
        className="fixed bottom-0 start-0 top-14 hidden w-60 overflow-y-auto border-e border-gray-200 bg-white p-3 lg:block"
      >
        <SectionLinks sections={NAV_SECTIONS} />
      </nav>

      <main id="console-main" tabIndex={-1} className="px-4 pb-24 pt-20 outline-none lg:pb-10 lg:ps-64">
        {!canEdit && (
          <p role="status" className="mb-4 rounded-xl bg-amber-50 px-4 py-2 text-amber-900">
            {t('teacher.readOnly')}
          </p>
        )}
        <ErrorBoundary resetKey={pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>

      <nav
        aria-label={t('teacher.nav.label')}
        className="fixed inset-x-0 bottom-0 z-40 flex border-t border-gray-200 bg-white lg:hidden"
      >
        {onBar.map((section) => (
          <NavLink
            key={section.path}
            to={`/teacher/${section.path}`}
            className={({ isActive }) =>
              `flex min-h-14 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 text-xs font-semibold ${
                isActive ? 'text-primary-800' : 'text-gray-600'
              }`
            }
          >
            <NavIcon name={section.icon} />
            <span className="max-w-full px-0.5 text-center text-[0.6875rem] leading-tight">
              {t(section.label)}
            </span>
          </NavLink>
        ))}
        {inDrawer && (
          <button
            type="button"
            aria-expanded={drawerOpen}
            aria-controls="console-drawer"
            onClick={() => setDrawerOpen((open) => !open)}
            className="flex min-h-14 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 text-xs font-semibold text-gray-600"
          >
            <NavIcon name="menu" />
            {t('teacher.nav.more')}
          </button>
        )}
      </nav>
      {inDrawer && drawerOpen && (
        <div
          id="console-drawer"
          className="fixed inset-x-0 bottom-14 z-40 max-h-[70vh] overflow-y-auto rounded-t-2xl border-t border-gray-200 bg-white p-3 shadow-lg lg:hidden"
        >
          <SectionLinks sections={NAV_SECTIONS} onNavigate={() => setDrawerOpen(false)} />
          <Link
            to="/"
            className="mt-1 flex items-center gap-3 rounded-xl px-3 py-2.5 font-semibold text-primary-700 underline"
          >
            {t('teacher.viewSite')}
          </Link>
        </div>
      )}
    </div>
  );
}
