import fs from 'node:fs';
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { AppConfig } from '../../config.ts';
import { lessonMediaFile } from './lesson-media.ts';
import {
  MEDIA_PREFIX,
  MEDIA_URL_TTL_MS,
  mediaUrlExpiry,
  rememberingMediaPathSigner,
  type MediaKey,
} from './signed-url.ts';

/** Who a student's media URL is for, and from when its lifetime (MEDIA_URL_TTL_MS) counts. */
export interface MediaUrlGrant {
  tenantId: string;
  userId: string;
  now: Date;
  /** the origin of URLs this server answers, asked for only when one is made */
  origin: () => string;
}

/**
 * Where lesson files live. A lesson row keeps a stored path `/media/…` either way
 * (domain/media/lesson-media.ts); the store decides where its bytes are and what URL a student
 * gets for it.
 */
export interface MediaStore {
  /**
   * Keep the checked local file `file` as the file of `storedPath`. Local disk: the file is
   * already in place. A bucket: it is streamed there and the local file removed.
   */
  put(storedPath: string, file: string, contentType: string): Promise<void>;
  /** Remove the file of `storedPath` (a save that failed after `put`); never throws. */
  delete(storedPath: string): Promise<void>;
  /** A URL of the file of `storedPath` for this student, working MEDIA_URL_TTL_MS from `now`. */
  studentUrl(storedPath: string, grant: MediaUrlGrant): Promise<string>;
}

/** Files on this server's disk, served by plugins/lesson-media.ts to signed `/media/…?t=&u=&e=&s=` URLs. */
export function createLocalMediaStore(options: { key: MediaKey; dataDir: string }): MediaStore {
  const signPath = rememberingMediaPathSigner(options.key);
  return {
    put: async () => undefined,
    delete: async (storedPath) => {
      const file = lessonMediaFile(options.dataDir, storedPath);
      if (file) await fs.promises.rm(file, { force: true }).catch(() => undefined);
    },
    studentUrl: async (path, grant) => {
      const { tenantId, userId } = grant;
      const signed = signPath({ path, tenantId, userId, expires: mediaUrlExpiry(grant.now) });
      return `${grant.origin()}${signed}`;
    },
  };
}

type BucketConfig = NonNullable<AppConfig['mediaStore']>;

/**
 * The object key of a stored path: the bucket prefix, then the path after `/media/` as the local
 * route reads it (percent escapes decoded, plugins/lesson-media.ts).
 */
function mediaObjectKey(bucket: Pick<BucketConfig, 'prefix'>, storedPath: string): string {
  if (!storedPath.startsWith(MEDIA_PREFIX)) throw new Error(`not a media path: ${storedPath}`);
  const rest = storedPath.slice(MEDIA_PREFIX.length);
  try {
    return bucket.prefix + decodeURIComponent(rest);
  } catch {
    return bucket.prefix + rest;
  }
}

/**
 * The origin of the bucket's presigned URLs (for the Content-Security-Policy, plugins/external.ts):
 * the endpoint when one is set (path-style), else AWS S3's virtual-hosted name, or its path-style
 * regional host for bucket names with dots (which TLS certificates of the virtual-hosted names do
 * not cover, so the SDK does not use them).
 */
export function mediaBucketOrigin(bucket: BucketConfig): string {
  if (bucket.endpoint) return new URL(bucket.endpoint).origin;
  return bucket.bucket.includes('.')
    ? `https://s3.${bucket.region}.amazonaws.com`
    : `https://${bucket.bucket}.s3.${bucket.region}.amazonaws.com`;
}

/** How many bytes each part of a multipart upload holds (S3's minimum; smaller files take one PutObject). */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * Files in an S3-compatible bucket (`MEDIA_STORE=s3://bucket/prefix`); students get presigned
 * GET URLs. Credentials come from the AWS SDK's usual environment (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, a profile, or an instance role).
 */
export function createS3MediaStore(bucket: BucketConfig): MediaStore & { client: S3Client } {
  const client = new S3Client({
    region: bucket.region,
    ...(bucket.endpoint ? { endpoint: bucket.endpoint, forcePathStyle: true } : {}),
    // S3-compatible servers do not all accept the newer default checksums; S3 needs none here
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    client,
    put: async (storedPath, file, contentType) => {
      // streamed in parts of PART_BYTES, a few at a time: a 300 MB video is never held in memory
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket.bucket,
          Key: mediaObjectKey(bucket, storedPath),
          Body: fs.createReadStream(file),
          ContentType: contentType,
        },
        partSize: PART_BYTES,
        queueSize: 2,
      });
      await upload.done();
      await fs.promises.rm(file, { force: true });
    },
    delete: async (storedPath) => {
      await client
        .send(new DeleteObjectCommand({ Bucket: bucket.bucket, Key: mediaObjectKey(bucket, storedPath) }))
        .catch(() => undefined);
    },
    studentUrl: (storedPath, grant) =>
      getSignedUrl(
        client,
        new GetObjectCommand({ Bucket: bucket.bucket, Key: mediaObjectKey(bucket, storedPath) }),
        {
          expiresIn: MEDIA_URL_TTL_MS / 1000,
          signingDate: grant.now,
        },
      ),
  };
}
