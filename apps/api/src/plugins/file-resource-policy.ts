/**
 * The Cross-Origin-Resource-Policy of a file the API serves to other origins' pages: lesson files
 * answered to a valid signed URL, and the public pictures under /uploads/. Every other response
 * keeps helmet's `same-origin`.
 *
 * - Without CORS_ORIGINS (one origin serves the app and the API), files stay `same-origin`.
 * - A request with an Origin header (a script's fetch, as hls.js makes, or `crossorigin` media)
 *   gets `cross-origin` only when that origin is in CORS_ORIGINS (@fastify/cors then adds
 *   Access-Control-Allow-Origin and `Vary: Origin`); another origin gets what it got before.
 * - A plain `<img>` or `<video>` sends no Origin header, so the server cannot tell which page asks:
 *   such a request gets `cross-origin`. What guards a lesson file is its signed URL, personal and
 *   expiring, which works from curl as from any page; the policy only decides which pages may embed
 *   a response, and these responses do not depend on cookies.
 */
export function fileResourcePolicy(
  allowedOrigins: ReadonlySet<string>,
  origin: string | string[] | undefined,
): 'cross-origin' | 'same-origin' {
  if (allowedOrigins.size === 0) return 'same-origin';
  if (origin === undefined) return 'cross-origin';
  return typeof origin === 'string' && allowedOrigins.has(origin) ? 'cross-origin' : 'same-origin';
}

export const RESOURCE_POLICY_HEADER = 'Cross-Origin-Resource-Policy';
