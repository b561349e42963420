import type { APIRequestContext, Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';
import argon2 from 'argon2';
import Database from 'better-sqlite3';
import { ACCOUNT_ROLES, type AccountRole, ROLES, type Role } from '../../src/api/contract/roles';
import type { NewUserRow } from '../../server/db/tables/users';
import type { Locale } from '../../src/api/contract/i18n/locales';
import { loadConfig } from '../../server/config';
import { TOKEN_KEY } from '../../src/api/token-storage';
import { e2eEnv, uniqueEmail } from './env';

export interface TestUser {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  role: Role;
}

/** The app's SQLite file, found the way the server finds it. */
function databaseFile(): string {
  // A fixed secret keeps loadConfig from touching the data dir's generated one.
  const config = loadConfig({ DATA_DIR: e2eEnv().dataDir, JWT_SECRET: 'e2e-only-secret-that-is-not-used-for-anything' });
  if (config.database.kind !== 'sqlite') throw new Error('The journeys expect the app on SQLite.');
  return config.database.file;
}

const FIRST_NAMES: Record<AccountRole, string> = {
  [ROLES.admin]: 'Ada',
  [ROLES.owner]: 'Olive',
  [ROLES.organizer]: 'Oscar',
  [ROLES.exhibitor]: 'Esme',
  [ROLES.user]: 'Uma',
};

/**
 * Puts a user of any role straight into the app's database (there is no admin endpoint for it
 * yet), with an argon2id hash as the server makes them. Returns the password in clear for signing in.
 */
export async function createUser(fields: Partial<Omit<TestUser, 'id'>> & { status?: 'Active' | 'Inactive'; language?: Locale } = {}): Promise<TestUser> {
  const role = fields.role ?? ROLES.user;
  const user = {
    firstname: fields.firstname ?? (role === ROLES.guest ? 'Gus' : FIRST_NAMES[role]),
    lastname: fields.lastname ?? 'Tester',
    email: fields.email ?? uniqueEmail(role.replace(/\W+/g, '-').toLowerCase()),
    password: fields.password ?? `Pw-${Math.random().toString(36).slice(2)}-e2e`,
    role,
  };
  const now = new Date().toISOString();
  const row: Omit<NewUserRow, 'id' | 'token_version'> = {
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    email_lower: user.email.toLowerCase(),
    password_hash: await argon2.hash(user.password, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 }),
    role: user.role,
    status: fields.status ?? 'Active',
    phone: null,
    bio: null,
    avatar: null,
    language: fields.language ?? 'en',
    created_at: now,
    updated_at: now,
  };
  const db = new Database(databaseFile());
  try {
    db.pragma('busy_timeout = 5000');
    const columns = Object.keys(row);
    const result = db
      .prepare(`INSERT INTO users (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`)
      .run(row);
    return { id: Number(result.lastInsertRowid), ...user };
  } finally {
    db.close();
  }
}

/** Moves the user's set-password links past their end, as if they had been opened too late. */
export function expireSetPasswordLinks(userId: number): void {
  const db = new Database(databaseFile());
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('UPDATE reset_tokens SET expires_at = ? WHERE user_id = ?').run(new Date(Date.now() - 60_000).toISOString(), userId);
  } finally {
    db.close();
  }
}

/** One user of each of the five roles, created once per worker and reused. */
let everyRole: Promise<Record<AccountRole, TestUser>> | undefined;
export function usersOfEveryRole(): Promise<Record<AccountRole, TestUser>> {
  everyRole ??= Promise.all(ACCOUNT_ROLES.map(async (role) => [role, await createUser({ role })] as const)).then(
    (entries) => Object.fromEntries(entries) as Record<AccountRole, TestUser>,
  );
  return everyRole;
}

/** Signs in through the API and returns the token the browser would store. */
export async function apiSignIn(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  if (!response.ok()) throw new Error(`Sign-in as ${email} failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** Context options that start the browser already holding `token` under the app's key. */
export function signedInState(token: string): BrowserContextOptions['storageState'] {
  return { cookies: [], origins: [{ origin: new URL(e2eEnv().baseUrl).origin, localStorage: [{ name: TOKEN_KEY, value: token }] }] };
}

/** A fresh browser context signed in as `user` (through the API, not the form). */
export async function signedInContext(browser: Browser, request: APIRequestContext, user: Pick<TestUser, 'email' | 'password'>, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const token = await apiSignIn(request, user.email, user.password);
  return browser.newContext({ ...options, baseURL: e2eEnv().baseUrl, storageState: signedInState(token) });
}
