import { Outlet, useLocation } from 'react-router';
import { useT } from '../../shared/i18n/index.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { TopBar } from './TopBar.tsx';
import { LazyFooter } from './LazyFooter.tsx';

/** Shared layout: fixed top bar, main content, footer. */
export function SiteLayout() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded bg-white px-4 py-2 text-primary-800 focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        {t('layout.skipToContent')}
      </a>
      <TopBar />
      {/* At least a screen tall: the footer starts below the fold, so content arriving late
          (a page's data, a lazy chunk) never pushes a visible footer down. */}
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 pt-16 outline-none">
        <ErrorBoundary resetKey={pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <LazyFooter />
    </div>
  );
}
