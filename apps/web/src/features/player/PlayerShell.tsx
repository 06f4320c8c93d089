import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../shared/i18n/index.ts';
import { BackIcon, CloseIcon, MenuIcon } from './icons.tsx';

const DESKTOP_QUERY = '(min-width: 1024px)';

function isDesktop(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(DESKTOP_QUERY).matches
  );
}

export interface PlayerShellProps {
  backTo: string;
  backLabel: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Extra top-bar content at the end (progress). */
  end?: ReactNode;
  drawerTitle: string;
  drawer: ReactNode;
  children: ReactNode;
}

/**
 * Full-page frame of the course player and the unit viewer: a fixed top bar, a lesson drawer
 * (an overlay on phones, a side panel on desktop) and the main area.
 */
export function PlayerShell({
  backTo,
  backLabel,
  title,
  subtitle,
  end,
  drawerTitle,
  drawer,
  children,
}: PlayerShellProps) {
  const t = useT();
  const [open, setOpen] = useState(isDesktop);
  const [desktop, setDesktop] = useState(isDesktop);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => setDesktop(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    if (!open || desktop) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, desktop]);

  // On phones the drawer closes itself once a lesson is picked (its buttons bubble a click here).
  const closeOnPhone = () => {
    if (!desktop) setOpen(false);
  };

  return (
    <div className="min-h-dvh bg-gray-50">
      <header className="fixed inset-x-0 top-0 z-40 flex h-16 items-center gap-1 border-b border-gray-200 bg-white px-2 shadow-sm sm:gap-2 sm:px-4">
        <Link
          to={backTo}
          aria-label={backLabel}
          title={backLabel}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 focus-visible:outline-3 focus-visible:outline-secondary"
        >
          <BackIcon />
        </Link>
        <button
          type="button"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls="player-drawer"
          aria-label={open ? t('player.closeMenu') : t('player.openMenu')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 focus-visible:outline-3 focus-visible:outline-secondary"
        >
          <MenuIcon />
        </button>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-sm font-bold text-gray-900 sm:text-lg">{title}</h1>
          {subtitle && <p className="truncate text-xs text-gray-600 sm:text-sm">{subtitle}</p>}
        </div>
        {end}
      </header>

      <div className="flex pt-16">
        {open && !desktop && (
          <div
            className="fixed inset-0 top-16 z-30 bg-black/40"
            aria-hidden="true"
            onClick={() => setOpen(false)}
          />
        )}
        {open && (
          <aside
            id="player-drawer"
            aria-label={drawerTitle}
            onClick={(event) => {
              if ((event.target as HTMLElement).closest('[data-closes-drawer]')) closeOnPhone();
            }}
            className={
              desktop
                ? 'sticky top-16 h-[calc(100dvh-4rem)] w-80 shrink-0 overflow-y-auto border-e border-gray-200 bg-white'
                : 'fixed bottom-0 start-0 top-16 z-30 w-80 max-w-[85vw] overflow-y-auto bg-white shadow-xl'
            }
          >
            <div className="flex items-center justify-between border-b border-gray-100 px-4 py-2">
              <h2 className="font-bold text-gray-900">{drawerTitle}</h2>
              {!desktop && (
                <button
                  type="button"
                  onClick={() => setOpen(false)}
                  aria-label={t('player.closeMenu')}
                  className="inline-flex size-11 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100"
                >
                  <CloseIcon />
                </button>
              )}
            </div>
            <div className="p-2">{drawer}</div>
          </aside>
        )}
        <main className="min-w-0 flex-1 p-3 sm:p-4 lg:p-6">{children}</main>
      </div>
    </div>
  );
}
