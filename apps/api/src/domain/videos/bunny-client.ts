import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { BunnySettings } from './video-host-settings.ts';

/**
 * Bunny Stream's HTTP API, as its documentation describes it (docs/decisions/0035-bunny-stream.md),
 * every call authenticated by the library's Stream API key in the `AccessKey` header:
 * - Create Video: POST /library/{libraryId}/videos, JSON `{ title }` → 200 with the video object
 *   (`guid` names it from then on);
 * - Upload Video: PUT /library/{libraryId}/videos/{videoId}, the file's bytes as the body
 *   (`application/octet-stream`; `enabledResolutions` picks the renditions) → 200
 *   `{ success, message, statusCode }`;
 * - Get Video: GET /library/{libraryId}/videos/{videoId} → the video object: `status` (0 created,
 *   1 uploaded, 2 processing, 3 transcoding, 4 finished, 5 error, 6 upload failed), `encodeProgress`
 *   (0–100) and `length` (seconds);
 * 401 for a wrong key, 404 for an unknown library or video. No key is put in a URL, an error
 * message or a log line.
 */

const TIMEOUT_MS = 30_000;
/** the renditions asked for: the ladder transcoded here has the same rungs (hls-ladder.ts) */
export const BUNNY_RESOLUTIONS = '240p,360p,480p,720p';

export const BUNNY_STATUS = {
  created: 0,
  uploaded: 1,
  processing: 2,
  transcoding: 3,
  finished: 4,
  error: 5,
  uploadFailed: 6,
} as const;

/** Bunny refused the call (wrong key, unknown library or video): trying again cannot help. */
export class BunnyRefusedError extends Error {
  constructor(readonly status: number) {
    super(`Bunny Stream refused the request (HTTP ${status})`);
    this.name = 'BunnyRefusedError';
  }
}

/** Bunny did not answer, or answered 5xx or something unreadable: worth trying again later. */
export class BunnyUnavailableError extends Error {
  constructor(detail: string) {
    super(`Bunny Stream did not answer as documented (${detail})`);
    this.name = 'BunnyUnavailableError';
  }
}

export interface BunnyVideo {
  guid: string;
  status: number;
  encodeProgress: number;
  length: number;
}

type Library = Pick<BunnySettings, 'libraryId' | 'apiKey'>;

const videosPath = (library: Library) => `/library/${encodeURIComponent(library.libraryId)}/videos`;

function failure(status: number): Error {
  return status === 401 || status === 403 || status === 404 || status === 400
    ? new BunnyRefusedError(status)
    : new BunnyUnavailableError(`HTTP ${status}`);
}

async function json(apiBase: string, library: Library, method: 'GET' | 'POST', path: string, body?: unknown) {
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      method,
      headers: {
        AccessKey: library.apiKey,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new BunnyUnavailableError('no answer');
  }
  if (response.status !== 200) {
    await response.arrayBuffer().catch(() => undefined);
    throw failure(response.status);
  }
  try {
    return (await response.json()) as Record<string, unknown>;
  } catch {
    throw new BunnyUnavailableError('not JSON');
  }
}

function readVideo(body: Record<string, unknown>): BunnyVideo {
  if (typeof body.guid !== 'string' || !body.guid) throw new BunnyUnavailableError('no guid');
  return {
    guid: body.guid,
    status: typeof body.status === 'number' ? body.status : -1,
    encodeProgress: typeof body.encodeProgress === 'number' ? body.encodeProgress : 0,
    length: typeof body.length === 'number' ? body.length : 0,
  };
}

/** Creates the video object in the library; its `guid` names it in every later call. */
export async function createBunnyVideo(
  apiBase: string,
  library: Library,
  title: string,
): Promise<BunnyVideo> {
  return readVideo(await json(apiBase, library, 'POST', videosPath(library), { title }));
}

export async function getBunnyVideo(apiBase: string, library: Library, videoId: string): Promise<BunnyVideo> {
  return readVideo(
    await json(apiBase, library, 'GET', `${videosPath(library)}/${encodeURIComponent(videoId)}`),
  );
}

/**
 * Sends the file's bytes to the created video, streamed from disk with its length (a long lesson
 * is never held in memory). Resolves once Bunny answered 200 with `success: true`.
 */
export async function uploadBunnyVideo(
  apiBase: string,
  library: Library,
  videoId: string,
  file: string,
  signal?: AbortSignal,
): Promise<void> {
  const size = (await fs.promises.stat(file)).size;
  const url = new URL(
    `${apiBase}${videosPath(library)}/${encodeURIComponent(videoId)}?enabledResolutions=${BUNNY_RESOLUTIONS}`,
  );
  const client = url.protocol === 'https:' ? https : http;
  const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'PUT',
        headers: {
          AccessKey: library.apiKey,
          accept: 'application/json',
          'content-type': 'application/octet-stream',
          'content-length': String(size),
        },
        ...(signal ? { signal } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', () => reject(new BunnyUnavailableError('answer cut off')));
      },
    );
    // no progress for this long (a stalled connection): give up, the job tries again
    request.setTimeout(5 * 60_000, () => request.destroy(new BunnyUnavailableError('timed out')));
    request.on('error', (error) =>
      reject(error instanceof BunnyUnavailableError ? error : new BunnyUnavailableError('no answer')),
    );
    const source = fs.createReadStream(file);
    source.on('error', (error) => request.destroy(error));
    source.pipe(request);
  });
  if (status !== 200) throw failure(status);
  let answer: { success?: unknown };
  try {
    answer = JSON.parse(body) as { success?: unknown };
  } catch {
    throw new BunnyUnavailableError('not JSON');
  }
  if (answer.success !== true) throw new BunnyUnavailableError('upload not accepted');
}
