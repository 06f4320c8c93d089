import type { FastifyRequest } from 'fastify';
import { UPLOADS_URL_PREFIX } from '../domain/uploads/store-image.ts';

/**
 * Set on the API calls a server render makes in-process: the page is served by this origin (and
 * cached for every visitor of the tenant), so its pictures are named by their path, not by the
 * in-process call's made-up host.
 */
export const SERVER_RENDER_HEADER = 'x-dars-server-render';

/** The origin the API's own files are named under: PUBLIC_URL, else the request's. */
export function publicOrigin(request: FastifyRequest): string {
  return request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * Stored pictures (`/uploads/…`: course pictures, book covers, the teacher's photo, a student's
 * picture) named by their absolute URL, so that a client on another origin (docs/deploy.md, "Split
 * deploy") loads them from the API and not from its own origin. Other addresses stay as stored:
 * `http(s)://…` already is absolute, and any other path is one of the web app's own assets.
 */
export function fileUrls(request: FastifyRequest): (stored: string | null) => string | null {
  let origin: string | undefined;
  return (stored) => {
    if (!stored?.startsWith(UPLOADS_URL_PREFIX) || request.headers[SERVER_RENDER_HEADER]) return stored;
    origin ??= publicOrigin(request);
    return `${origin}${stored}`;
  };
}

/** `items` with `imagePath` named absolutely (new objects: the originals may sit in a cache). */
export function withImageUrls<T extends { imagePath: string | null }>(
  request: FastifyRequest,
  items: readonly T[],
): T[] {
  const url = fileUrls(request);
  return items.map((item) => {
    const imagePath = url(item.imagePath);
    return imagePath === item.imagePath ? item : { ...item, imagePath };
  });
}

/** One object with `imagePath` named absolutely. */
export function withImageUrl<T extends { imagePath: string | null }>(request: FastifyRequest, item: T): T {
  return withImageUrls(request, [item])[0]!;
}
