/** The environment of decisions.md "Configuration", parsed once; every problem is listed before the start stops. */
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import {
  DEFAULT_COPYRIGHT_TEXT,
  DEFAULT_OPEN_DATA_LICENSE,
  OPEN_DATA_LICENSES,
  type OpenDataLicense,
  type OpenDataLicenseName,
  openDataLicense,
  t,
} from '@masal/shared';
import { z } from 'zod';

const url = (protocols: string[]) =>
  z.url({
    protocol: new RegExp(`^(${protocols.join('|')})$`),
    error: t('config.urlOf', { protocols: protocols.join(t('config.or')) }),
  });

/** A text of at least `count` characters, said so in the operator's language. */
const textOfAtLeast = (count: number) => z.string().min(count, t('config.atLeastCharacters', { count }));

/** proxy-addr's names for address ranges, which Fastify's trustProxy also takes. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One entry of a TRUST_PROXY list: an IP address, a CIDR range (`10.0.0.0/8`) or a range name. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/** Whose X-Forwarded-For / -Proto / -Host count (Fastify's trustProxy); false = nobody's. */
type TrustProxy = boolean | string[];

/**
 * TRUST_PROXY in the forms of Fastify's trustProxy: `true` (whoever connects is taken for the proxy) or a
 * comma-separated list of the proxies' addresses. No hop count: Fastify 5 no longer trusts by count.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    if (value === 'true' || value === 'false') return value === 'true';
    const list = value.split(',').map((entry) => entry.trim());
    if (list.every(isProxyAddress)) return list;
    ctx.addIssue({
      code: 'custom',
      message: t('config.trustProxy'),
    });
    return z.NEVER;
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  DATABASE_POOL_MAX: z.coerce
    .number()
    .int()
    .min(1, t('config.atLeast', { count: 1 }))
    .max(1000)
    .default(10),
  REDIS_URL: url(['redis', 'rediss']).optional(),
  S3_BUCKET: textOfAtLeast(3).optional(),
  S3_ENDPOINT: url(['http', 'https']).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: t('config.trueOrFalse') }).default('false'),
  METRICS_TOKEN: textOfAtLeast(16).optional(),
  PUBLIC_URL: url(['http', 'https']).optional(),
  SMTP_URL: url(['smtp', 'smtps']).optional(),
  MAIL_FROM: z
    .string()
    .min(3)
    .default(`${t('app.title')} <no-reply@localhost>`),
  ADMIN_EMAIL: z.email().default('admin@masal.local'),
  OAI_ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: textOfAtLeast(6).optional(),
  SECRET_KEY: textOfAtLeast(32).optional(),
  MAX_UPLOAD_MB: z.coerce.number().int().positive().default(2048),
  COPYRIGHT_TEXT: z.string().min(1).default(DEFAULT_COPYRIGHT_TEXT),
  // A licence of OPEN_DATA_LICENSES by its short name, so its deed's address comes with it.
  OPEN_DATA_LICENSE: z
    .enum(Object.keys(OPEN_DATA_LICENSES) as [OpenDataLicenseName, ...OpenDataLicenseName[]], {
      error: t('config.openDataLicense', { licenses: Object.keys(OPEN_DATA_LICENSES).join(', ') }),
    })
    .default(DEFAULT_OPEN_DATA_LICENSE),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.optional(),
  // One pattern, so any bad value (0, -1, 1.5, "iki") is one line.
  REVIEW_REMINDER_DAYS: z
    .string()
    .regex(/^0*[1-9]\d*$/, t('config.positiveDays'))
    .transform(Number)
    .default(14),
  UPLOAD_EXPIRY_HOURS: z
    .string()
    .regex(/^0*[1-9]\d*$/, t('config.positiveHours'))
    .transform(Number)
    .default(48),
});

export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections this instance's pool opens at most (PostgreSQL only). */
  databasePoolMax: number;
  /** Shared limits in Redis; unset = in the database. */
  redisUrl: string | undefined;
  /** What the shared limits' keys begin with (in Redis or the rate_limits table); tests give each run its own. */
  limitKeyPrefix: string;
  /** Uploaded files in an S3-compatible bucket; undefined = DATA_DIR/uploads on the local disk. */
  s3: S3Config | undefined;
  /** GET /metrics from elsewhere than loopback with `Authorization: Bearer <token>`; unset = loopback only. */
  metricsToken: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string;
  /** Identify's adminEmail at /oai, whom harvesters write to; undefined = MAIL_FROM's address. */
  oaiAdminEmail: string | undefined;
  adminPassword: string | undefined;
  /** undefined = read or generate DATA_DIR/secret.key */
  secretKey: string | undefined;
  maxUploadBytes: number;
  copyrightText: string;
  /** The licence of the open archive (open data, OAI-PMH, the reading room), with its deed's address. */
  openDataLicense: OpenDataLicense;
  logLevel: string;
  trustProxy: TrustProxy;
  /** Tales waiting longer than this many days at an editor or the advisory board go into the daily digest. */
  reviewReminderDays: number;
  /** An unfinished resumable upload expires this long after its creation; its bytes are then removed. */
  uploadExpiryMs: number;
  /** Limits that tests may tighten; not read from the environment. */
  limits: {
    sessionIdleMs: number;
    sessionAbsoluteMs: number;
    signInPerIpPerWindow: number;
    /** Wrong passwords for one login from one address before that pair waits out the window. */
    signInFailuresPerAccountAndAddress: number;
    authWindowMs: number;
    /** Mails one account is sent on anyone's request (reset, sign-up with its address or TC Kimlik No). */
    requestedMailsPerAccountPerHour: number;
    /** Requests to one reading room route from one address in a minute. */
    readingRoomPerAddressPerMinute: number;
    /** Published tales one sitemap file lists; more make sitemap.xml an index (a sitemap holds 50,000 at most). */
    sitemapTales: number;
  };
}

export const DEFAULT_LIMITS: Config['limits'] = {
  sessionIdleMs: 8 * 60 * 60 * 1000,
  sessionAbsoluteMs: 7 * 24 * 60 * 60 * 1000,
  signInPerIpPerWindow: 20,
  signInFailuresPerAccountAndAddress: 5,
  authWindowMs: 15 * 60 * 1000,
  requestedMailsPerAccountPerHour: 3,
  // A class of 40 behind one address, each reader a request every two seconds on one route, is 1,200.
  readingRoomPerAddressPerMinute: 3000,
  sitemapTales: 45_000,
};

/** Empty strings count as unset, as a `.env` line `SMTP_URL=` would mean. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string
  >;
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ConfigResult {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    };
  }
  const e = parsed.data;
  // Instances sharing a database must share the key: one generated per DATA_DIR could not read the others' data.
  if (e.DATABASE_URL && !e.SECRET_KEY)
    return {
      ok: false,
      problems: [`SECRET_KEY: ${t('config.secretKeyWithDatabase')}`],
    };
  return {
    ok: true,
    config: {
      port: e.PORT,
      host: e.HOST,
      dataDir: resolve(e.DATA_DIR),
      databaseUrl: e.DATABASE_URL,
      databasePoolMax: e.DATABASE_POOL_MAX,
      redisUrl: e.REDIS_URL,
      limitKeyPrefix: 'masal',
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          }
        : undefined,
      metricsToken: e.METRICS_TOKEN,
      publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      adminEmail: e.ADMIN_EMAIL.toLowerCase(),
      oaiAdminEmail: e.OAI_ADMIN_EMAIL,
      adminPassword: e.ADMIN_PASSWORD,
      secretKey: e.SECRET_KEY,
      maxUploadBytes: e.MAX_UPLOAD_MB * 1024 * 1024,
      copyrightText: e.COPYRIGHT_TEXT,
      openDataLicense: openDataLicense(e.OPEN_DATA_LICENSE),
      logLevel: e.LOG_LEVEL,
      trustProxy: e.TRUST_PROXY ?? false,
      reviewReminderDays: e.REVIEW_REMINDER_DAYS,
      uploadExpiryMs: e.UPLOAD_EXPIRY_HOURS * 60 * 60 * 1000,
      limits: DEFAULT_LIMITS,
    },
  };
}
