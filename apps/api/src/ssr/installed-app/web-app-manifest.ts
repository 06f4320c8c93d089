import { createTranslator } from '@dars/core/messages';

/** The home-screen icons (apps/web/public/icons/, drawn from apps/web/public/favicon.svg). */
export const INSTALLED_APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** The theme's colours (apps/web/src/styles/theme.css: primary-700, the page's white). */
export const THEME_COLOUR = '#0f766e';
const BACKGROUND_COLOUR = '#ffffff';
/** Longer short names are cut under the icon on most home screens. */
const SHORT_NAME_MAX = 12;

const ar = createTranslator('ar');

/**
 * The web app manifest of one tenant: the teacher's name as the app's name (the product's name when
 * there is none yet), Arabic and right to left, opening at the home page in a window of its own.
 */
export function webAppManifest(teacherName: string | null | undefined) {
  const teacher = teacherName?.trim() ?? '';
  const product = ar('installedApp.name');
  return {
    id: '/',
    name: teacher || product,
    short_name: teacher && teacher.length <= SHORT_NAME_MAX ? teacher : product,
    description: ar('installedApp.description'),
    lang: 'ar',
    dir: 'rtl',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: INSTALLED_APP_ICONS,
  };
}
