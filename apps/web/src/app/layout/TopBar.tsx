import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../shared/auth/index.ts';
import { useLocale, useT } from '../../shared/i18n/index.ts';
import { buttonClasses } from '../../shared/ui/button-classes.ts';
import { scrollToSection } from '../../shared/ui/scroll.ts';
import { Logo } from './Logo.tsx';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 font-semibold transition-colors hover:bg-primary-50 hover:text-primary-800 ${
    isActive ? 'text-primary-800 bg-primary-50' : 'text-gray-800'
  }`;

/** A navigation link marked aria-current="page" on its own route. */
function NavItem({ to, label, pathname }: { to: string; label: string; pathname: string }) {
  const active = pathname === to;
  return (
    <li>
      <Link to={to} aria-current={active ? 'page' : undefined} className={navLinkClass({ isActive: active })}>
        {label}
      </Link>
    </li>
  );
}

export function TopBar() {
  const t = useT();
  const { locale, setLocale } = useLocale();
  const { user, isAuthenticated, logout } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setMenuOpen(false), [location.pathname, location.hash]);

  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  function goToPackages() {
    setMenuOpen(false);
    if (location.pathname === '/') scrollToSection('courses');
    else void navigate('/#courses');
  }

  async function onLogout() {
    setMenuOpen(false);
    await logout();
    void navigate('/');
  }

  const links = (
    <>
      <NavItem to="/" label={t('layout.route.home')} pathname={location.pathname} />
      <li>
        <button
          type="button"
          onClick={goToPackages}
          className={navLinkClass({ isActive: false }) + ' w-full text-start'}
        >
          {t('layout.topBar.packages')}
        </button>
      </li>
      <NavItem to="/about" label={t('layout.route.about')} pathname={location.pathname} />
      {isAuthenticated && (
        <>
          <NavItem
            to="/enrolled-courses"
            label={t('layout.route.enrolledCourses')}
            pathname={location.pathname}
          />
          <NavItem to="/my-lectures" label={t('layout.route.myLectures')} pathname={location.pathname} />
        </>
      )}
    </>
  );

  const languageButton = (
    <button
      type="button"
      onClick={() => setLocale(locale === 'ar' ? 'en' : 'ar')}
      lang={locale === 'ar' ? 'en' : 'ar'}
      className="rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-semibold text-gray-800 hover:bg-gray-100"
    >
      {t('layout.topBar.switchLanguage')}
    </button>
  );

  const account = isAuthenticated ? (
    <div className="flex flex-wrap items-center gap-2">
      <Link
        to="/profile"
        className="rounded-lg px-2 py-1 text-gray-800 hover:bg-primary-50"
        data-testid="greeting"
      >
        <span>{t('layout.topBar.greeting')}</span>{' '}
        <span className="font-bold text-primary-800">{user?.name}</span>
      </Link>
      <button type="button" onClick={() => void onLogout()} className={buttonClasses('outline', 'sm')}>
        {t('layout.topBar.logout')}
      </button>
    </div>
  ) : (
    <div className="flex flex-wrap items-center gap-2">
      <Link to="/login" className={buttonClasses('outline', 'sm')}>
        {t('layout.topBar.login')}
      </Link>
      <Link to="/register" className={buttonClasses('primary', 'sm')}>
        {t('layout.topBar.register')}
      </Link>
    </div>
  );

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <Link to="/" className="flex items-center gap-2 text-xl font-bold text-primary-800">
          <Logo />
          {t('common.appName')}
        </Link>
        <nav aria-label={t('layout.topBar.mainNavigation')} className="ms-4 hidden lg:block">
          <ul className="flex items-center gap-1">{links}</ul>
        </nav>
        <div className="ms-auto hidden items-center gap-3 lg:flex">
          {languageButton}
          {account}
        </div>
        <div className="ms-auto flex items-center gap-2 lg:hidden">
          {languageButton}
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t('layout.topBar.closeMenu') : t('layout.topBar.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
            className="rounded-lg p-2 text-gray-800 hover:bg-gray-100"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      {menuOpen && (
        <div id={menuId} className="border-t border-gray-200 bg-white px-4 pb-4 lg:hidden">
          <nav aria-label={t('layout.topBar.mainNavigation')}>
            <ul className="flex flex-col gap-1 py-2">{links}</ul>
          </nav>
          {account}
        </div>
      )}
    </header>
  );
}
