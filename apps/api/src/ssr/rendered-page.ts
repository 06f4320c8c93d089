import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

export type PageEncoding = 'br' | 'gzip';

const brotliCompress = promisify(zlib.brotliCompress);
const gzipCompress = promisify(zlib.gzip);
const negotiator = new Negotiator<PageEncoding>({ supportedValues: ['br', 'gzip'] });

/**
 * A rendered document and its compressed forms. A page is cached and sent many times, so each
 * form is made once, when a browser first asks for it. A public page with its content gets the
 * best ratio: brotli at quality 11 takes about 40 ms of a worker thread for the landing page
 * (60 KB) but sends 11 KB where quality 4 sends 13 KB, which keeps the document inside a phone's
 * first round trip (docs/decisions/0017-first-paint.md). The app's document for any other path
 * (which anyone can ask for under endless new paths) gets quality 5, about 1 ms.
 */
export class RenderedPage {
  private readonly encoded = new Map<PageEncoding, Promise<Buffer>>();

  constructor(
    readonly html: string,
    private readonly options: { bestRatio: boolean },
  ) {}

  /** The document compressed with `encoding`; a failed compression is forgotten and rethrown. */
  encodedAs(encoding: PageEncoding): Promise<Buffer> {
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? this.brotli()
          : gzipCompress(this.html, { level: this.options.bestRatio ? 9 : 6 });
      body.catch(() => this.encoded.delete(encoding));
      this.encoded.set(encoding, body);
    }
    return body;
  }

  private brotli(): Promise<Buffer> {
    const bytes = Buffer.from(this.html);
    return brotliCompress(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: this.options.bestRatio ? zlib.constants.BROTLI_MAX_QUALITY : 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
  }
}

/** The encoding to send a page in, from the request's `Accept-Encoding` (null: plain). */
export function pageEncodingFor(acceptEncoding: string | undefined): PageEncoding | null {
  if (!acceptEncoding) return null;
  // as @fastify/compress reads it: `*` and `x-gzip` stand for gzip
  return negotiator.negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip'));
}
