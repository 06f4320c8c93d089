import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_TENANT_ID } from '@dars/core/rules';
import { z } from 'zod';

/** The repository root (apps/api/src → ../../..); relative DATA_DIR and PUBLIC_WEB_DIR resolve from here. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const WHOLE_NUMBER = { error: 'must be a whole number' };
const positiveInt = (fallback: number) =>
  z.coerce.number(WHOLE_NUMBER).int(WHOLE_NUMBER).positive('must be greater than 0').default(fallback);

const envSchema = z.object({
  PORT: z.coerce
    .number(WHOLE_NUMBER)
    .int(WHOLE_NUMBER)
    .min(0, 'must be 0–65535')
    .max(65535, 'must be 0–65535')
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATABASE_SCHEMA: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case PostgreSQL identifier (a-z, 0-9, _)')
      .optional(),
  ),
  DATABASE_POOL_SIZE: positiveInt(10),
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  CODE_HASH_KEY: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SETTINGS_KEY: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  PUBLIC_URL: optionalText.pipe(
    z
      .string()
      .regex(/^https?:\/\/[^/?#]+$/, 'must be an origin like https://dars.example (no path)')
      .optional(),
  ),
  PAYMOB_API_BASE: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^?#]+$/, 'must be a URL like https://accept.paymob.com')
    .default('https://accept.paymob.com')
    .transform((base) => base.replace(/\/+$/, '')),
  BUNNY_API_BASE: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^/?#]+\/?$/, 'must be an origin like https://video.bunnycdn.com (no path)')
    .default('https://video.bunnycdn.com')
    .transform((base) => base.replace(/\/+$/, '')),
  BUNNY_EMBED_BASE: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^/?#]+\/?$/, 'must be an origin like https://iframe.mediadelivery.net (no path)')
    .default('https://iframe.mediadelivery.net')
    .transform((base) => base.replace(/\/+$/, '')),
  SMTP_URL: optionalText,
  WHATSAPP_API_BASE: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^/?#]+\/?$/, 'must be an origin like https://graph.facebook.com (no path)')
    .default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z
    .string()
    .trim()
    .regex(/^v\d+\.\d+$/, 'must look like v23.0')
    .default('v23.0'),
  PUSH_SERVICE_HOSTS: z
    .string()
    .default('fcm.googleapis.com,push.services.mozilla.com,notify.windows.com,push.apple.com'),
  PUSH_SERVICE_BASE: optionalText.pipe(
    z
      .string()
      .regex(/^https:\/\/[^/?#]+\/?$/, 'must be an https origin like https://127.0.0.1:9000 (no path)')
      .optional(),
  ),
  PUSH_SERVICE_CA: optionalText,
  PUSH_CONTACT: z
    .string()
    .trim()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
    .default('mailto:no-reply@dars.local'),
  MESSAGES_DAILY_CAP: z.coerce.number().int().min(1).max(100).default(5),
  MESSAGES_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(80),
  MESSAGES_QUIET_HOURS: z
    .string()
    .trim()
    .regex(/^(off|([01]?\d|2[0-3])-([01]?\d|2[0-3]))$/, 'must be like 22-8 (Cairo hours) or off')
    .default('22-8'),
  TEST_CLOCK_FILE: optionalText,
  MAIL_FROM: z.string().trim().min(1).default('Dars <no-reply@dars.local>'),
  CORS_ORIGINS: z.string().default(''),
  DEFAULT_TENANT_ID: z.string().trim().min(1).default(DEFAULT_TENANT_ID),
  PUBLIC_WEB_DIR: z.string().trim().min(1).default('apps/web/dist'),
  MEDIA_DIR: z.string().trim().min(1).default('apps/api/media'),
  MEDIA_STORE: optionalText.transform(parseMediaStore),
  MEDIA_S3_ENDPOINT: optionalText.pipe(
    z
      .string()
      .regex(/^https?:\/\/[^/?#]+\/?$/, 'must be an origin like https://s3.example:9000 (no path)')
      .optional(),
  ),
  MEDIA_S3_REGION: z.string().trim().min(1).default('us-east-1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  VIDEO_ENCODER_PRESET: z
    .enum(['ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium', 'slow'])
    .default('veryfast'),
  VIDEO_HOSTS: z.string().default('iframe.mediadelivery.net,www.youtube.com,www.youtube-nocookie.com'),
  TRUST_PROXY: z.string().default('').transform(parseTrustProxy),
  REDIS_KEY_PREFIX: z.string().trim().min(1).default('dars:'),
  LOGIN_LIMIT_PER_ACCOUNT: positiveInt(10),
  LOGIN_LIMIT_PER_ACCOUNT_TOTAL: positiveInt(50),
  LOGIN_LIMIT_PER_IP: positiveInt(30),
  OTP_LIMIT_PER_ACCOUNT: positiveInt(5),
  OTP_SEND_LIMIT_PER_ACCOUNT_TOTAL: positiveInt(20),
  OTP_CHECK_LIMIT_PER_ACCOUNT: positiveInt(10),
  OTP_LIMIT_PER_IP: positiveInt(30),
  REGISTER_LIMIT_PER_IP: positiveInt(20),
  CHANGE_PASSWORD_LIMIT_PER_ACCOUNT: positiveInt(5),
  GLOBAL_LIMIT_PER_IP: positiveInt(3000),
});

/**
 * Which proxies may set X-Forwarded-For: none (`false`, `0` or unset), the nearest N hops (a
 * whole number), or the listed addresses and CIDR ranges. A bare `true` would trust every hop, so
 * a client could name any address in the header and escape every per-address limit: refused.
 */
export type TrustProxy = false | number | string[];

function parseTrustProxy(raw: string, context: z.RefinementCtx): TrustProxy {
  const value = raw.trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    context.addIssue({
      code: 'custom',
      message:
        'true would trust every hop of X-Forwarded-For; give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.1,10.1.0.0/16)',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `must be a hop count or a comma-separated list of addresses/CIDR ranges; not an address: ${bad.join(', ')}`,
    });
    return z.NEVER;
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const max = version === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}

/** Where lesson files go when `MEDIA_STORE` names a bucket: `s3://bucket` or `s3://bucket/prefix`. */
export interface MediaBucket {
  bucket: string;
  /** '' or a key prefix ending in '/' */
  prefix: string;
}

const MEDIA_STORE_FORM =
  'must be s3://bucket or s3://bucket/prefix (leave unset to keep lesson files on local disk)';

function parseMediaStore(raw: string | undefined, context: z.RefinementCtx): MediaBucket | undefined {
  if (raw === undefined) return undefined;
  const match = /^s3:\/\/([^/]*)(?:\/(.*))?$/.exec(raw);
  const bucket = match?.[1] ?? '';
  // S3's bucket naming rules: 3–63 lower-case letters, digits, dots and hyphens, a letter or digit at each end
  if (!match || !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    context.addIssue({
      code: 'custom',
      message: match ? `${MEDIA_STORE_FORM}; not a bucket name: "${bucket}"` : MEDIA_STORE_FORM,
    });
    return z.NEVER;
  }
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix !== '' && prefix.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    context.addIssue({ code: 'custom', message: `${MEDIA_STORE_FORM}; not a key prefix: "${prefix}"` });
    return z.NEVER;
  }
  return { bucket, prefix: prefix ? `${prefix}/` : '' };
}

/** Allowances per window; the windows and the growing login block are in rate-limit/limits.ts. */
export interface RateLimits {
  /** login attempts per minute per (account, address); the block then grows */
  loginPerAccount: number;
  /** failed login attempts per 15 minutes per account, across addresses */
  loginPerAccountTotal: number;
  /** login attempts per minute per address */
  loginPerIp: number;
  /** one-time-code sends per 10 minutes per (account, address) */
  otpPerAccount: number;
  /** one-time-code sends per 10 minutes per account, across addresses */
  otpSendPerAccountTotal: number;
  /** one-time-code checks per 10 minutes per account */
  otpCheckPerAccount: number;
  /** one-time-code sends and checks per 10 minutes per address */
  otpPerIp: number;
  /** registrations per hour per address */
  registerPerIp: number;
  /** wrong current passwords per 15 minutes per account */
  changePasswordPerAccount: number;
  /** all /api requests per minute per address */
  globalPerIp: number;
}

export interface AppConfig {
  port: number;
  host: string;
  /** absolute */
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL: the schema that holds Dars's tables (made if missing); undefined: the user's default */
  databaseSchema: string | undefined;
  /** PostgreSQL: connections this instance keeps at most */
  databasePoolSize: number;
  redisUrl: string | undefined;
  jwtSecret: string;
  /** key of the HMAC that stores course/unit codes and OTPs */
  codeHashKey: string;
  /** server key under which each tenant's provider secrets are sealed (apps/api/src/secrets/) */
  settingsKey: string;
  /** x264 preset of the lesson-video transcode (domain/videos/transcode-hls.ts) */
  videoEncoderPreset: string;
  /** origin put in front of signed lesson-media URLs; undefined: the request's own origin */
  publicUrl: string | undefined;
  /** Paymob's API host (tests and sandboxes point it elsewhere; docs/payments.md) */
  paymobApiBase: string;
  /** Bunny Stream's API origin and its embed player's origin (tests point both at a local fake) */
  bunnyApiBase: string;
  bunnyEmbedBase: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** the WhatsApp Cloud API's origin (tests point it at a local fake) and its Graph API version */
  whatsappApiBase: string;
  whatsappApiVersion: string;
  /**
   * Web Push: the push services a browser subscription may point at (host names, each also
   * matching its subdomains; https only), and one more origin accepted besides (tests: the local
   * fake, whose certificate authority PUSH_SERVICE_CA adds). Anything else is refused, so a subscription cannot make the server call other hosts.
   */
  pushServiceHosts: string[];
  pushServiceBase: string | undefined;
  /** a PEM file of one more certificate authority trusted for push services (tests' fake) */
  pushServiceCa: string | undefined;
  /** the VAPID `sub` claim: how a push service reaches the operator (RFC 8292) */
  pushContact: string;
  /** the most messages one phone gets from one tenant in one Cairo day */
  messagesDailyCap: number;
  /** WhatsApp and SMS sends a second per tenant and channel, on each instance (bulk sends are paced) */
  messagesPerSecond: number;
  /** Cairo hours in which no message goes out (held until they end); null: none */
  messagesQuietHours: { from: number; until: number } | null;
  /** end-to-end tests only (refused in production): a file whose offset moves the server's clock (clock.ts) */
  testClockFile: string | undefined;
  corsOrigins: string[];
  defaultTenantId: string;
  /** absolute; the built SPA */
  publicWebDir: string;
  /** absolute; demo media served at /media/* */
  mediaDir: string;
  /** lesson files in an S3-compatible bucket; undefined: on local disk (domain/media/media-store.ts) */
  mediaStore: (MediaBucket & { endpoint: string | undefined; region: string }) | undefined;
  logLevel: string;
  videoHosts: string[];
  trustProxy: TrustProxy;
  /** prefix of every key the app writes to Redis */
  redisKeyPrefix: string;
  rateLimits: RateLimits;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface Secrets {
  JWT_SECRET: string;
  CODE_HASH_KEY: string;
  SETTINGS_KEY: string;
}

const SECRET_NAMES = ['JWT_SECRET', 'CODE_HASH_KEY', 'SETTINGS_KEY'] as const;

/**
 * Secrets that must survive restarts but need no operator: generated once and kept in
 * DATA_DIR/secrets.json (mode 0600). JWT_SECRET and CODE_HASH_KEY in the environment win; with
 * PostgreSQL both must come from the environment (see `loadConfig`), because every instance needs
 * the same ones and a data directory belongs to one machine.
 */
export function loadSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (fs.existsSync(file)) {
    try {
      stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
    } catch {
      throw new ConfigError(`Invalid configuration: ${file} is not valid JSON; fix or delete it.`);
    }
  }
  const keep = (name: keyof Secrets) => {
    const value = stored[name];
    return typeof value === 'string' && value ? value : randomSecret();
  };
  const secrets: Secrets = {
    JWT_SECRET: keep('JWT_SECRET'),
    CODE_HASH_KEY: keep('CODE_HASH_KEY'),
    SETTINGS_KEY: keep('SETTINGS_KEY'),
  };
  if (SECRET_NAMES.some((name) => secrets[name] !== stored[name])) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600 });
    fs.chmodSync(file, 0o600);
  }
  return secrets;
}

const listNames = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('');

const randomSecret = () => crypto.randomBytes(48).toString('base64url');

const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const resolveFromRoot = (p: string) => (path.isAbsolute(p) ? p : path.resolve(repoRoot, p));

/** Reads and validates the environment once; throws ConfigError with every problem named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  const dataDir = resolveFromRoot(e.DATA_DIR);
  if (e.TEST_CLOCK_FILE && env.NODE_ENV === 'production')
    throw new ConfigError(
      "Invalid configuration:\n  TEST_CLOCK_FILE moves the server's clock for end-to-end tests; it is refused when NODE_ENV=production.",
    );
  if (e.DATABASE_URL) {
    const missing = SECRET_NAMES.filter((name) => !e[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n  ${listNames(missing)} must be set when DATABASE_URL is set: ` +
          'every instance on one database needs the same secrets (at least 32 characters each, ' +
          'e.g. `openssl rand -base64 48`).',
      );
    }
  }
  const secrets =
    e.JWT_SECRET && e.CODE_HASH_KEY && e.SETTINGS_KEY
      ? { JWT_SECRET: e.JWT_SECRET, CODE_HASH_KEY: e.CODE_HASH_KEY, SETTINGS_KEY: e.SETTINGS_KEY }
      : loadSecrets(dataDir);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_URL ? e.DATABASE_SCHEMA : undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET ?? secrets.JWT_SECRET,
    codeHashKey: e.CODE_HASH_KEY ?? secrets.CODE_HASH_KEY,
    settingsKey: e.SETTINGS_KEY ?? secrets.SETTINGS_KEY,
    videoEncoderPreset: e.VIDEO_ENCODER_PRESET,
    publicUrl: e.PUBLIC_URL,
    paymobApiBase: e.PAYMOB_API_BASE,
    bunnyApiBase: e.BUNNY_API_BASE,
    bunnyEmbedBase: e.BUNNY_EMBED_BASE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    whatsappApiBase: e.WHATSAPP_API_BASE.replace(/\/$/, ''),
    whatsappApiVersion: e.WHATSAPP_API_VERSION,
    pushServiceHosts: list(e.PUSH_SERVICE_HOSTS).map((host) => host.toLowerCase()),
    pushServiceBase: e.PUSH_SERVICE_BASE?.replace(/\/$/, ''),
    pushServiceCa: e.PUSH_SERVICE_CA ? resolveFromRoot(e.PUSH_SERVICE_CA) : undefined,
    pushContact: e.PUSH_CONTACT,
    messagesDailyCap: e.MESSAGES_DAILY_CAP,
    messagesPerSecond: e.MESSAGES_PER_SECOND,
    messagesQuietHours:
      e.MESSAGES_QUIET_HOURS === 'off'
        ? null
        : {
            from: Number(e.MESSAGES_QUIET_HOURS.split('-')[0]),
            until: Number(e.MESSAGES_QUIET_HOURS.split('-')[1]),
          },
    testClockFile: e.TEST_CLOCK_FILE ? resolveFromRoot(e.TEST_CLOCK_FILE) : undefined,
    corsOrigins: list(e.CORS_ORIGINS),
    defaultTenantId: e.DEFAULT_TENANT_ID,
    publicWebDir: resolveFromRoot(e.PUBLIC_WEB_DIR),
    mediaDir: resolveFromRoot(e.MEDIA_DIR),
    mediaStore: e.MEDIA_STORE
      ? { ...e.MEDIA_STORE, endpoint: e.MEDIA_S3_ENDPOINT?.replace(/\/$/, ''), region: e.MEDIA_S3_REGION }
      : undefined,
    logLevel: e.LOG_LEVEL,
    videoHosts: list(e.VIDEO_HOSTS),
    trustProxy: e.TRUST_PROXY,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    rateLimits: {
      loginPerAccount: e.LOGIN_LIMIT_PER_ACCOUNT,
      loginPerAccountTotal: e.LOGIN_LIMIT_PER_ACCOUNT_TOTAL,
      loginPerIp: e.LOGIN_LIMIT_PER_IP,
      otpPerAccount: e.OTP_LIMIT_PER_ACCOUNT,
      otpSendPerAccountTotal: e.OTP_SEND_LIMIT_PER_ACCOUNT_TOTAL,
      otpCheckPerAccount: e.OTP_CHECK_LIMIT_PER_ACCOUNT,
      otpPerIp: e.OTP_LIMIT_PER_IP,
      registerPerIp: e.REGISTER_LIMIT_PER_IP,
      changePasswordPerAccount: e.CHANGE_PASSWORD_LIMIT_PER_ACCOUNT,
      globalPerIp: e.GLOBAL_LIMIT_PER_IP,
    },
  };
}
