/**
 * What global-setup.ts tells the tests, through environment variables (workers inherit them).
 * One place for the names, so setup and tests cannot drift apart.
 */
export const ENV_KEYS = {
  baseUrl: 'E2E_BASE_URL',
  mailDir: 'E2E_MAIL_DIR',
  dataDir: 'E2E_DATA_DIR',
  adminEmail: 'E2E_ADMIN_EMAIL',
  adminPassword: 'E2E_ADMIN_PASSWORD',
  loginMaxAttempts: 'E2E_LOGIN_MAX_ATTEMPTS',
  loginWindowMinutes: 'E2E_LOGIN_WINDOW_MINUTES',
} as const;

/** The sign-in limits the app under test runs with (per account and per address). */
export const E2E_LOGIN_MAX_ATTEMPTS = 5;
export const E2E_LOGIN_WINDOW_MINUTES = 15;

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the journeys with \`node scripts/e2e.mjs\` (playwright.config.ts's globalSetup sets it).`);
  return value;
}

export interface E2eEnv {
  baseUrl: string;
  mailDir: string;
  dataDir: string;
  admin: { email: string; password: string };
  login: { maxAttempts: number; windowMinutes: number };
}

export function e2eEnv(): E2eEnv {
  return {
    baseUrl: required(ENV_KEYS.baseUrl),
    mailDir: required(ENV_KEYS.mailDir),
    dataDir: required(ENV_KEYS.dataDir),
    admin: { email: required(ENV_KEYS.adminEmail), password: required(ENV_KEYS.adminPassword) },
    login: { maxAttempts: Number(required(ENV_KEYS.loginMaxAttempts)), windowMinutes: Number(required(ENV_KEYS.loginWindowMinutes)) },
  };
}

let counter = 0;
/** An address no other test (or earlier run) uses. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `e2e-${label}-${Date.now().toString(36)}-${process.pid}-${counter}@example.test`;
}
