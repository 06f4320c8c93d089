/**
 * A local Bunny Stream for tests, answering as Bunny's documentation describes the calls the
 * server makes (apps/api/src/domain/videos/bunny-client.ts), each authenticated by the library's
 * Stream API key in the `AccessKey` header (401 without the right one, 404 for an unknown library
 * or video):
 * - POST /library/{libraryId}/videos, JSON `{ title }` → 200 with the video object (`guid`,
 *   `status` 0 created), 400 without a title;
 * - PUT /library/{libraryId}/videos/{videoId}, the file's bytes → 200 `{ success, message, statusCode }`
 *   (status 1 uploaded);
 * - GET /library/{libraryId}/videos/{videoId} → the video object; each read of an uploaded video
 *   moves its encoding on (processing, transcoding at 50 %, then finished with its length), unless
 *   a test set the outcome (`encodeAs`);
 * - GET /embed/{libraryId}/{videoId}?token&expires (the embed player's host): 200 with a page only
 *   when token = SHA256_HEX(token key + video id + expires) and `expires` (unix seconds) is still
 *   ahead by the fake's clock; 403 otherwise (Bunny's embed view token authentication).
 * The token rule is written here again from the documentation, not imported from the server.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeBunnyLibrary {
  libraryId: string;
  apiKey: string;
  tokenKey: string;
}

export interface FakeBunnyVideo {
  videoLibraryId: number;
  guid: string;
  title: string;
  status: number;
  encodeProgress: number;
  length: number;
  /** the bytes uploaded (not Bunny's) */
  bytes: Buffer | null;
  /** the query of the upload (not Bunny's) */
  uploadQuery: string;
}

export interface FakeBunny {
  url: string;
  videos: FakeBunnyVideo[];
  /** every request: method, path with query, and whether it carried a known AccessKey */
  requests: Array<{ method: string; path: string; accessKey: string | undefined }>;
  /** the next API requests answer these statuses instead, in order */
  failNext: number[];
  /** the encoding of a video ends this way at its next read (finished with a length, or failed) */
  encodeAs(guid: string, outcome: { status: 4; length: number } | { status: 5 | 6 }): void;
  close(): Promise<void>;
}

const VIDEO_PATH = /^\/library\/([^/]+)\/videos(?:\/([^/?]+))?$/;
const EMBED_PATH = /^\/embed\/([^/]+)\/([^/?]+)$/;

export async function startFakeBunny(
  libraries: FakeBunnyLibrary[],
  options: {
    now?: () => Date;
    port?: number;
    /** every upload's encoding ends at its first read, finished with this length (e2e) */
    finishAtFirstRead?: number;
  } = {},
): Promise<FakeBunny> {
  const now = options.now ?? (() => new Date());
  const outcomes = new Map<string, { status: 4; length: number } | { status: 5 | 6 }>();
  const fake: FakeBunny = {
    url: '',
    videos: [],
    requests: [],
    failNext: [],
    encodeAs: (guid, outcome) => void outcomes.set(guid, outcome),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const status = (res: http.ServerResponse, code: number, message: string) =>
    json(res, code, { success: false, message, statusCode: code });
  const view = (video: FakeBunnyVideo) => {
    const { bytes: _bytes, uploadQuery: _query, ...rest } = video;
    return {
      ...rest,
      dateUploaded: '2026-03-01T09:00:00',
      views: 0,
      isPublic: false,
      availableResolutions: '',
    };
  };

  const embed = (res: http.ServerResponse, url: URL, libraryId: string, videoId: string) => {
    const library = libraries.find((l) => l.libraryId === libraryId);
    const token = url.searchParams.get('token') ?? '';
    const expires = url.searchParams.get('expires') ?? '';
    const expected = library
      ? crypto.createHash('sha256').update(`${library.tokenKey}${videoId}${expires}`).digest('hex')
      : '';
    const valid =
      library !== undefined &&
      /^\d+$/.test(expires) &&
      Number(expires) * 1000 > now().getTime() &&
      token.length === expected.length &&
      crypto.timingSafeEqual(Buffer.from(token), Buffer.from(expected));
    res.writeHead(valid ? 200 : 403, { 'content-type': 'text/html; charset=utf-8' });
    res.end(valid ? `<!doctype html><title>player</title><p>video ${videoId}</p>` : 'Forbidden');
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const accessKey = req.headers.accesskey as string | undefined;
      fake.requests.push({ method: req.method ?? '', path: `${url.pathname}${url.search}`, accessKey });
      const embedMatch = EMBED_PATH.exec(url.pathname);
      if (req.method === 'GET' && embedMatch) return embed(res, url, embedMatch[1]!, embedMatch[2]!);
      const failure = fake.failNext.shift();
      if (failure) return status(res, failure, 'Internal Server Error');
      const match = VIDEO_PATH.exec(url.pathname);
      if (!match) return status(res, 404, 'Not found');
      const library = libraries.find((l) => l.libraryId === match[1]);
      if (!library) return status(res, 404, 'The requested video library was not found');
      if (accessKey !== library.apiKey) return status(res, 401, 'The request authentication failed');
      const [, , guid] = match;
      if (!guid) {
        if (req.method !== 'POST') return status(res, 405, 'Method not allowed');
        let body: { title?: unknown };
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { title?: unknown };
        } catch {
          return status(res, 400, 'Request was invalid');
        }
        if (typeof body.title !== 'string' || !body.title) return status(res, 400, 'The title is required');
        const video: FakeBunnyVideo = {
          videoLibraryId: Number(library.libraryId),
          guid: crypto.randomUUID(),
          title: body.title,
          status: 0,
          encodeProgress: 0,
          length: 0,
          bytes: null,
          uploadQuery: '',
        };
        fake.videos.push(video);
        return json(res, 200, view(video));
      }
      const video = fake.videos.find(
        (v) => v.guid === guid && String(v.videoLibraryId) === library.libraryId,
      );
      if (!video) return status(res, 404, 'The requested video was not found');
      if (req.method === 'PUT') {
        video.bytes = Buffer.concat(chunks);
        video.uploadQuery = url.search;
        video.status = 1;
        return json(res, 200, { success: true, message: 'OK', statusCode: 200 });
      }
      if (req.method !== 'GET') return status(res, 405, 'Method not allowed');
      const outcome =
        outcomes.get(video.guid) ??
        (options.finishAtFirstRead === undefined
          ? undefined
          : ({ status: 4, length: options.finishAtFirstRead } as const));
      if (video.status >= 1 && video.status <= 3) {
        if (outcome) {
          video.status = outcome.status;
          if (outcome.status === 4) Object.assign(video, { length: outcome.length, encodeProgress: 100 });
        } else {
          video.status += 1;
          if (video.status === 3) video.encodeProgress = 50;
          if (video.status === 4) Object.assign(video, { encodeProgress: 100, length: 60 });
        }
      }
      return json(res, 200, view(video));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
