import { mediaDeliveryToken } from '../media/signed-url.ts';

/**
 * How long a student's Bunny embed URL works: Bunny recommends 1–5 minutes; the player opens it at
 * once, so a copied link is dead within five minutes.
 */
export const BUNNY_EMBED_TTL_S = 5 * 60;

/**
 * The token-authenticated embed URL of a video in a Bunny Stream library:
 * `{embedBase}/embed/{libraryId}/{videoId}?token=…&expires=…`, the token being
 * SHA256_HEX(token key + video id + expires) as Bunny's embed view token authentication documents.
 */
export function bunnyEmbedUrl(options: {
  embedBase: string;
  libraryId: string;
  videoId: string;
  tokenKey: string;
  expires: number;
}): string {
  const url = new URL(
    `${options.embedBase}/embed/${encodeURIComponent(options.libraryId)}/${encodeURIComponent(options.videoId)}`,
  );
  url.searchParams.set('token', mediaDeliveryToken(options.tokenKey, options.videoId, options.expires));
  url.searchParams.set('expires', String(options.expires));
  return url.toString();
}
