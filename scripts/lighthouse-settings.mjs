// The settings of `npm run lighthouse` (scripts/lighthouse.mjs), read from its environment and
// checked before anything starts: a mistyped value is named with what it may be, rather than
// becoming a NaN port, a run count of zero or a page list that matches nothing.

/** The pages the benchmark measures, in its order, as PAGES and its table name them (ids written `:id`). */
export const PAGE_NAMES = [
  '/',
  '/about',
  '/login',
  '/register',
  '/courses/:id',
  '/course-player/:id',
  '/unit-viewer/:id',
];

const DEFAULTS = { port: 3470, runs: 3, settleS: 120, chromium: '/usr/bin/chromium' };

/** A whole number in [min, max] from `raw`, or an error naming the setting. */
function wholeNumber(name, raw, fallback, min, max) {
  if (raw === undefined || raw.trim() === '') return { value: fallback };
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    return { error: `${name} must be a whole number from ${min} to ${max} (it is "${raw}")` };
  return { value };
}

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{ ok: true; settings: { port: number; runs: number; settleMs: number; chromium: string; pages: string[] | null; reports: string | null } } | { ok: false; errors: string[] }}
 */
export function readLighthouseSettings(env) {
  const port = wholeNumber('LIGHTHOUSE_PORT', env.LIGHTHOUSE_PORT, DEFAULTS.port, 1, 65_535);
  const runs = wholeNumber('RUNS', env.RUNS, DEFAULTS.runs, 1, 50);
  const settle = wholeNumber('LIGHTHOUSE_SETTLE', env.LIGHTHOUSE_SETTLE, DEFAULTS.settleS, 0, 3_600);
  const errors = [port, runs, settle].flatMap((read) => (read.error ? [read.error] : []));
  const pages = env.PAGES?.trim() ? env.PAGES.split(',').map((page) => page.trim()) : null;
  const unknown = (pages ?? []).filter((page) => !PAGE_NAMES.includes(page));
  if (unknown.length > 0)
    errors.push(
      `PAGES names ${unknown.map((page) => `"${page}"`).join(', ')}; the pages are ${PAGE_NAMES.join(', ')}`,
    );
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    settings: {
      port: port.value,
      runs: runs.value,
      settleMs: settle.value * 1000,
      chromium: env.CHROMIUM_PATH?.trim() || DEFAULTS.chromium,
      pages,
      reports: env.LIGHTHOUSE_REPORTS?.trim() || null,
    },
  };
}
