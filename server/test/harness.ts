import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app';
import { type Config, loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { Db } from '../db/schema';
import { keptRegistrationToken, registrationTokenFrom, startSmtpServer, type SmtpCapture } from './smtp';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface HarnessOptions {
  /** Extra environment for the suite's config, e.g. `{ LOGIN_MAX_ATTEMPTS: '3' }`. */
  env?: Record<string, string>;
  /** Start a real SMTP server and point SMTP_URL at it. */
  smtp?: boolean;
  /** Only this database: for what exists on one of them alone (say, SQLite's FTS5 index). */
  only?: DatabaseKind;
}

export interface RequestOptions {
  method?: InjectOptions['method'];
  url: string;
  body?: unknown;
  token?: string;
  /** The client address. Unset: a fresh one per request, so per-address limits stay out of the way. */
  ip?: string;
  headers?: Record<string, string>;
  app?: FastifyInstance;
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
  token: string;
}

export interface TestContext {
  readonly kind: DatabaseKind;
  readonly app: FastifyInstance;
  readonly db: Db;
  readonly config: Config;
  readonly dir: string;
  readonly smtp: SmtpCapture;
  /** The config the suite's app uses, with `env` on top. */
  configWith(env?: Record<string, string>): Config;
  /** Another app on the same database (a second process, other limits); closed after the suite. */
  buildApp(env?: Record<string, string>, options?: Omit<BuildAppOptions, 'config' | 'db'>): Promise<FastifyInstance>;
  request(options: RequestOptions): Promise<LightMyRequestResponse>;
  /** Signs up a fresh user through the API: the sign-up, then its confirmation with the emailed link. */
  registerUser(fields?: Partial<{ firstname: string; lastname: string; email: string; password: string; language: string }>): Promise<TestUser>;
  /** The token of the link the sign-up of `email` was emailed (over SMTP, or kept in the outbox without a mail server). */
  registrationToken(email: string): Promise<string>;
  uniqueEmail(label?: string): string;
  userCount(): Promise<number>;
}

/**
 * The databases this run tests on: SQLite, and PostgreSQL too when TEST_DATABASE_URL is set.
 * TEST_DATABASES (`sqlite`, `postgres`, or both with a comma) narrows that, so a second pass can
 * run on PostgreSQL alone after `npm test` has run on SQLite.
 */
export function databaseKinds(): DatabaseKind[] {
  const configured: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  const chosen = process.env.TEST_DATABASES?.split(',').map((name) => name.trim()).filter(Boolean);
  if (!chosen?.length) return configured;
  const unknown = chosen.filter((name) => name !== 'sqlite' && name !== 'postgres');
  if (unknown.length) throw new Error(`TEST_DATABASES names ${unknown.join(', ')}: it takes sqlite, postgres or both`);
  if (chosen.includes('postgres') && !process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASES=postgres needs TEST_DATABASE_URL');
  return configured.filter((kind) => chosen.includes(kind));
}

let addressCounter = 0;
const freshAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

/** A new empty PostgreSQL database per suite, so parallel or repeated runs never meet. */
export async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // A pool's end() resolves before its sockets have closed: wait for their sessions to go, so
      // FORCE never cuts a connection mid-goodbye (an unhandled 57P01 in the suite's process).
      for (let waited = 0; waited < 5_000; waited += 20) {
        const { rows } = await client.query<{ count: number }>('SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0]!.count === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

class Harness implements TestContext {
  private state?: { app: FastifyInstance; db: Db; config: Config; dir: string; smtp?: SmtpCapture; dropDatabase?: () => Promise<void> };
  private readonly extraApps: FastifyInstance[] = [];
  private readonly baseEnv: Record<string, string> = {};

  constructor(
    readonly kind: DatabaseKind,
    private readonly options: HarnessOptions,
  ) {}

  private get started() {
    if (!this.state) throw new Error('The suite has not started');
    return this.state;
  }
  get app() { return this.started.app; }
  get db() { return this.started.db; }
  get config() { return this.started.config; }
  get dir() { return this.started.dir; }
  get smtp() {
    if (!this.started.smtp) throw new Error('Pass { smtp: true } to describeOnEachDatabase');
    return this.started.smtp;
  }

  async start() {
    const dir = mkdtempSync(path.join(tmpdir(), 'eaum-server-'));
    const smtp = this.options.smtp ? await startSmtpServer() : undefined;
    const pgDatabase = this.kind === 'postgres' ? await createPostgresDatabase(process.env.TEST_DATABASE_URL!) : undefined;
    Object.assign(this.baseEnv, {
      DATA_DIR: dir,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MAX: '1000000',
      UPLOAD_CREATIONS_PER_MINUTE: '1000000',
      APP_URL: 'http://app.test',
      // Tests run the rounds of scheduled work themselves, with the clock they choose.
      JOB_INTERVAL_SECONDS: '0',
      ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}),
      ...(smtp ? { SMTP_URL: smtp.url } : {}),
      ...this.options.env,
    });
    const config = this.configWith();
    const db = createDatabase(config.database);
    await migrateToLatest(db);
    const app = await buildApp({ config, db });
    await app.ready();
    this.state = { app, db, config, dir, smtp, dropDatabase: pgDatabase?.drop };
  }

  async stop() {
    if (!this.state) return;
    const { app, db, dir, smtp, dropDatabase } = this.state;
    for (const extra of this.extraApps) await extra.close();
    await app.close();
    await db.destroy();
    await smtp?.close();
    await dropDatabase?.();
    rmSync(dir, { recursive: true, force: true });
  }

  configWith(env: Record<string, string> = {}) {
    return loadConfig({ ...this.baseEnv, ...env });
  }

  async buildApp(env: Record<string, string> = {}, options: Omit<BuildAppOptions, 'config' | 'db'> = {}) {
    const app = await buildApp({ ...options, config: this.configWith(env), db: this.db });
    this.extraApps.push(app);
    return app;
  }

  request({ method = 'GET', url, body, token, ip, headers = {}, app }: RequestOptions) {
    return (app ?? this.app).inject({
      method,
      url,
      remoteAddress: ip ?? freshAddress(),
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
  }

  uniqueEmail(label = 'user') {
    return `${label}.${randomBytes(5).toString('hex')}@example.com`;
  }

  async registerUser(fields: Partial<{ firstname: string; lastname: string; email: string; password: string; language: string }> = {}) {
    const user = { firstname: 'Ann', lastname: 'Lee', email: this.uniqueEmail(), password: 'correct horse battery', ...fields };
    const response = await this.request({ method: 'POST', url: '/api/auth/register', body: { ...user, role: 'user' } });
    if (response.statusCode !== 202) throw new Error(`Registration failed: ${response.statusCode} ${response.body}`);
    const token = await this.registrationToken(user.email);
    const confirmed = await this.request({ method: 'POST', url: '/api/auth/confirm-registration', body: { token, password: user.password } });
    if (confirmed.statusCode !== 201) throw new Error(`Confirmation failed: ${confirmed.statusCode} ${confirmed.body}`);
    const row = await this.db.selectFrom('users').select('id').where('email_lower', '=', user.email.toLowerCase()).executeTakeFirstOrThrow();
    return { id: row.id, email: user.email, password: user.password, token: confirmed.json<{ token: string }>().token };
  }

  async registrationToken(email: string) {
    return this.started.smtp ? registrationTokenFrom(await this.started.smtp.next(email)) : keptRegistrationToken(this.db, email);
  }

  async userCount() {
    const { count } = await this.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    return Number(count);
  }
}

/**
 * One suite per database: always a fresh SQLite file in a temp dir, and a fresh PostgreSQL
 * database too when TEST_DATABASE_URL is set. The body gets the context and declares its tests.
 */
/** Why a kind of database the suite asks for is not run here, or undefined when it is. */
const missingDatabase = (kind: DatabaseKind): string | undefined => {
  if (databaseKinds().includes(kind)) return undefined;
  return kind === 'postgres' && !process.env.TEST_DATABASE_URL ? 'skipped: set TEST_DATABASE_URL to run on PostgreSQL' : `skipped: TEST_DATABASES=${process.env.TEST_DATABASES} leaves ${kind} out`;
};

export function describeOnEachDatabase(name: string, body: (ctx: TestContext) => void, options: HarnessOptions = {}): void {
  const kinds: DatabaseKind[] = options.only ? [options.only] : databaseKinds();
  for (const kind of kinds) {
    const missing = missingDatabase(kind);
    // A suite asked for a database that is not configured is still a suite, reported as skipped
    // with the reason in its name: a file with no suite at all fails the run.
    (missing ? describe.skip : describe)(missing ? `${name} [${kind}] (${missing})` : `${name} [${kind}]`, () => {
      const harness = new Harness(kind, options);
      beforeAll(() => harness.start());
      afterAll(() => harness.stop());
      body(harness);
    });
  }
}
