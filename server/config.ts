import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';

const MIB = 1024 * 1024;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** An unset variable and an empty one mean the same: take the default. */
const optional = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)),
    z.optional(schema),
  );

/** An optional variable, or `fallback` when it is unset. */
const withDefault = <T extends z.ZodMiniType>(schema: T, fallback: z.output<T>) =>
  z.pipe(optional(schema), z.transform((value) => (value ?? fallback) as z.output<T>));

const integer = (min: number, max: number, fallback: number) =>
  withDefault(
    z.coerce.number({ error: 'must be a whole number' }).check(
      z.refine(Number.isInteger, 'must be a whole number'),
      z.minimum(min, `must be at least ${min}`),
      z.maximum(max, `must be at most ${max}`),
    ),
    fallback,
  );

const flag = z.pipe(
  optional(z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' })),
  z.transform((value) => value === 'true' || value === '1'),
);

/** Names of address ranges Fastify (proxy-addr) knows. */
const ADDRESS_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a range in CIDR notation, or the name of a range. */
function isProxyAddress(entry: string): boolean {
  if (ADDRESS_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * Whom the app believes about a client's address (X-Forwarded-For): nobody (`false`, `0`), the
 * last n hops (a whole number: the proxies in front of it), or the proxies' own addresses. Either
 * way the client is the rightmost entry that no trusted proxy added, so entries a client writes
 * itself count for nothing. `true`, which once trusted every entry, is read as one proxy.
 */
const trustProxy = z.pipe(
  optional(
    z.string().check(
      z.refine(
        (value) => /^(true|false|\d+)$/.test(value.trim()) || value.split(',').every((entry) => isProxyAddress(entry.trim())),
        'must be false, a number of proxies, or the proxies’ addresses (comma-separated addresses or CIDR ranges)',
      ),
    ),
  ),
  z.transform((value): TrustProxy => {
    const given = value?.trim() ?? 'false';
    if (given === 'false') return false;
    if (given === 'true') return 1;
    if (/^\d+$/.test(given)) return Number(given) === 0 ? false : Number(given);
    return given.split(',').map((entry) => entry.trim());
  }),
);

const url = (protocols: RegExp, hint: string) =>
  optional(z.string().check(z.refine((value) => URL.canParse(value) && protocols.test(new URL(value).protocol), hint)));

const envSchema = z.object({
  PORT: integer(0, 65_535, 3000),
  HOST: withDefault(z.string(), '127.0.0.1'),
  DATA_DIR: withDefault(z.string(), './data'),
  DATABASE_URL: url(/^postgres(ql)?:$/, 'must be a postgres:// URL (leave it unset for SQLite)'),
  JWT_SECRET: optional(z.string().check(z.minLength(32, 'must be at least 32 characters'))),
  JWT_TTL_HOURS: integer(1, 24 * 30, 8),
  ADMIN_EMAIL: withDefault(z.email('must be an email address'), 'admin@example.com'),
  ADMIN_PASSWORD: optional(z.string().check(z.minLength(8, 'must be 8 to 128 characters'), z.maxLength(128, 'must be 8 to 128 characters'))),
  SMTP_URL: url(/^smtps?:$/, 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: withDefault(z.string(), 'Event Artwork Upload Management <no-reply@localhost>'),
  APP_URL: url(/^https?:$/, 'must be an http:// or https:// URL'),
  UPLOAD_MAX_BYTES: integer(1, Number.MAX_SAFE_INTEGER, 200 * MIB),
  ARTWORK_QUOTA_BYTES: integer(1, Number.MAX_SAFE_INTEGER, 2048 * MIB),
  UPLOAD_EXPIRY_HOURS: integer(1, 24 * 365, 24),
  S3_BUCKET: optional(z.string()),
  S3_REGION: optional(z.string()),
  S3_ENDPOINT: url(/^https?:$/, 'must be an http:// or https:// URL'),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: flag,
  LOGIN_MAX_ATTEMPTS: integer(1, 1_000_000, 10),
  LOGIN_WINDOW_MINUTES: integer(1, 24 * 60, 15),
  RESET_LINK_MAX_PER_WINDOW: integer(1, 1_000_000, 5),
  REGISTER_MAX_PER_WINDOW: integer(1, 1_000_000, 20),
  RATE_LIMIT_MAX: integer(1, 100_000_000, 1000),
  APP_PROCESSES: integer(1, 1000, 1),
  REVOCATION_BOUND_MS: integer(0, 60_000, 1000),
  UPLOAD_CREATIONS_PER_MINUTE: integer(1, 1_000_000, 60),
  TRUST_PROXY: trustProxy,
  JOB_INTERVAL_SECONDS: integer(0, 3600, 30),
  JOB_LEASE_SECONDS: integer(1, 3600, 300),
  LOG_LEVEL: withDefault(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }), 'info'),
});

export type LogLevel = (typeof LOG_LEVELS)[number];

/** Nobody, the last n hops, or these addresses and ranges (see `trustProxy`). */
export type TrustProxy = false | number | string[];

export interface S3Config {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  jwtSecret: string;
  jwtTtlHours: number;
  adminEmail: string;
  /** Unset: seed generates one and main.ts prints it once. */
  adminPassword?: string;
  smtpUrl?: string;
  mailFrom: string;
  appUrl: string;
  uploadMaxBytes: number;
  /** Stored artwork and uploads in progress, per exhibiting company. */
  artworkQuotaBytes: number;
  /** An upload untouched this long is abandoned and swept away. */
  uploadExpiryHours: number;
  s3?: S3Config;
  login: { maxAttempts: number; windowMinutes: number };
  resetLinkMaxPerWindow: number;
  /** Sign-ups per address in the sign-in window: each costs an argon2 hash. */
  registerMaxPerWindow: number;
  /** Requests per minute per address, for the whole app. */
  rateLimitMax: number;
  /** How many app processes share the traffic: each counts its part of `rateLimitMax` in memory. */
  appProcesses: number;
  /**
   * How long after a session is ended on one process (sign-out, new password, role or status
   * changed, account deleted) its token may still pass on another: each process reads the
   * revocation epoch at least this often while it answers. 0: the session is read on every request.
   */
  revocationBoundMs: number;
  /** Uploads an account may begin per minute, counted in the database for every process. */
  uploadCreationsPerMinute: number;
  /** Whom the app believes about a client's address: see TRUST_PROXY in the README. */
  trustProxy: TrustProxy;
  /** How often this process looks for due reminders and other scheduled work; 0: never. */
  jobIntervalSeconds: number;
  /** How long a job claimed by a process is its alone; one whose process died is taken up after. */
  jobLeaseSeconds: number;
  logLevel: LogLevel;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and checks every environment variable once. Throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const vars = parsed.data;
  const dataDir = path.resolve(vars.DATA_DIR);
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    database: vars.DATABASE_URL ? { kind: 'postgres', url: vars.DATABASE_URL } : { kind: 'sqlite', file: path.join(dataDir, 'app.db') },
    jwtSecret: vars.JWT_SECRET ?? readOrCreateSecret(dataDir),
    jwtTtlHours: vars.JWT_TTL_HOURS,
    adminEmail: vars.ADMIN_EMAIL,
    adminPassword: vars.ADMIN_PASSWORD,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    appUrl: (vars.APP_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ''),
    uploadMaxBytes: vars.UPLOAD_MAX_BYTES,
    artworkQuotaBytes: vars.ARTWORK_QUOTA_BYTES,
    uploadExpiryHours: vars.UPLOAD_EXPIRY_HOURS,
    s3: s3Config(vars),
    login: { maxAttempts: vars.LOGIN_MAX_ATTEMPTS, windowMinutes: vars.LOGIN_WINDOW_MINUTES },
    resetLinkMaxPerWindow: vars.RESET_LINK_MAX_PER_WINDOW,
    registerMaxPerWindow: vars.REGISTER_MAX_PER_WINDOW,
    rateLimitMax: vars.RATE_LIMIT_MAX,
    appProcesses: vars.APP_PROCESSES,
    revocationBoundMs: vars.REVOCATION_BOUND_MS,
    uploadCreationsPerMinute: vars.UPLOAD_CREATIONS_PER_MINUTE,
    trustProxy: vars.TRUST_PROXY,
    jobIntervalSeconds: vars.JOB_INTERVAL_SECONDS,
    jobLeaseSeconds: vars.JOB_LEASE_SECONDS,
    logLevel: vars.LOG_LEVEL,
  };
}

function s3Config(vars: z.infer<typeof envSchema>): S3Config | undefined {
  const given = [vars.S3_BUCKET, vars.S3_REGION, vars.S3_ENDPOINT, vars.S3_ACCESS_KEY_ID, vars.S3_SECRET_ACCESS_KEY].some(Boolean);
  if (!given) return undefined;
  const missing = [
    !vars.S3_BUCKET && '  S3_BUCKET: is required when any S3_* variable is set',
    Boolean(vars.S3_ACCESS_KEY_ID) !== Boolean(vars.S3_SECRET_ACCESS_KEY) && '  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither',
  ].filter(Boolean);
  if (missing.length > 0) throw new ConfigError(`Invalid environment:\n${missing.join('\n')}`);
  return {
    bucket: vars.S3_BUCKET!,
    region: vars.S3_REGION ?? 'us-east-1',
    endpoint: vars.S3_ENDPOINT,
    accessKeyId: vars.S3_ACCESS_KEY_ID,
    secretAccessKey: vars.S3_SECRET_ACCESS_KEY,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE,
  };
}

/**
 * The generated signing key survives restarts, so sessions do too. Written whole under a name of
 * its own and linked into place, which fails if the file exists: two processes starting at once on
 * one DATA_DIR agree on one key, and neither reads the other's file half-written.
 */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  } finally {
    rmSync(draft, { force: true });
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new ConfigError(`Invalid ${file}: the secret is shorter than 32 characters. Delete the file to generate a new one.`);
  return secret;
}
