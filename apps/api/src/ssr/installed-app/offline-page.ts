import { createTranslator } from '@dars/core/messages';
import { THEME_COLOUR } from './web-app-manifest.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page the service worker shows when a page is opened without a connection: Arabic first, then
 * English, whole in itself (its style inline, no script), so it needs nothing else from the network.
 */
export function offlinePageHtml(): string {
  const section = (locale: 'ar' | 'en') => {
    const t = createTranslator(locale);
    const dir = locale === 'ar' ? 'rtl' : 'ltr';
    return `<section lang="${locale}" dir="${dir}">
      <h1>${escapeHtml(t('installedApp.offline.title'))}</h1>
      <p>${escapeHtml(t('installedApp.offline.body'))}</p>
      <a href="">${escapeHtml(t('installedApp.offline.retry'))}</a>
    </section>`;
  };
  const title = `${createTranslator('ar')('installedApp.offline.title')} | ${createTranslator('en')('installedApp.offline.title')}`;
  return `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="${THEME_COLOUR}" />
    <title>${escapeHtml(title)}</title>
    <style>
      body { margin: 0; min-block-size: 100vh; display: grid; place-content: center; gap: 2rem;
        padding-inline: 1.5rem; font-family: system-ui, sans-serif; color: #1f2937; background: #fff; }
      section { max-inline-size: 28rem; text-align: center; }
      section[lang='en'] { border-block-start: 1px solid #e5e7eb; padding-block-start: 1.5rem; font-size: 0.9rem; }
      h1 { font-size: 1.35rem; color: ${THEME_COLOUR}; margin-block: 0 0.75rem; }
      p { line-height: 1.7; margin-block: 0 1rem; }
      a { display: inline-block; padding-block: 0.6rem; padding-inline: 1.25rem; border-radius: 0.5rem;
        background: ${THEME_COLOUR}; color: #fff; text-decoration: none; font-weight: 600; }
    </style>
  </head>
  <body>
    ${section('ar')}
    ${section('en')}
  </body>
</html>
`;
}
