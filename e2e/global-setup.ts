import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_LOGIN_MAX_ATTEMPTS, E2E_LOGIN_WINDOW_MINUTES, ENV_KEYS } from './support/env';
import { startMailCatcher } from './support/mail-store';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_EMAIL = 'first.admin@example.test';
const ADMIN_PASSWORD = 'First-Admin-Pass-1';
/** The app's log for the run, kept for reading after a failure. */
const SERVER_LOG = path.join(ROOT, 'test-results', 'e2e-server.log');

/** A port nobody is listening on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  let log = '';
  try {
    log = readFileSync(SERVER_LOG, 'utf8').slice(-4000);
  } catch {
    // no log yet
  }
  throw new Error(`The app did not answer at ${url} (exit code ${child.exitCode}). Last of ${SERVER_LOG}:\n${log}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts a mail catcher and the app (built SPA + API) on a free port with a fresh data dir, and
 * tells the tests where they are. Returns the teardown, which stops both and removes the temp dir.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const tempDir = mkdtempSync(path.join(tmpdir(), 'eaum-e2e-'));
  const dataDir = path.join(tempDir, 'data');
  const mailDir = path.join(tempDir, 'mail');
  mkdirSync(dataDir);
  mkdirSync(path.dirname(SERVER_LOG), { recursive: true });

  const mail = await startMailCatcher(mailDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = createWriteStream(SERVER_LOG);

  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: '',
      SMTP_URL: mail.url,
      APP_URL: baseUrl,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOGIN_MAX_ATTEMPTS: String(E2E_LOGIN_MAX_ATTEMPTS),
      LOGIN_WINDOW_MINUTES: String(E2E_LOGIN_WINDOW_MINUTES),
      // The lockout journey comes from its own address (X-Forwarded-For), so the per-address
      // sign-in limit it trips does not lock every other journey out.
      TRUST_PROXY: '1',
      RATE_LIMIT_MAX: '100000',
      UPLOAD_CREATIONS_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
      S3_BUCKET: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const teardown = async () => {
    await stop(child);
    await mail.close();
    log.end();
    rmSync(tempDir, { recursive: true, force: true });
  };

  try {
    await waitUntilAnswering(`${baseUrl}/signin`, child);
  } catch (error) {
    await teardown();
    throw error;
  }

  process.env[ENV_KEYS.baseUrl] = baseUrl;
  process.env[ENV_KEYS.mailDir] = mailDir;
  process.env[ENV_KEYS.dataDir] = dataDir;
  process.env[ENV_KEYS.adminEmail] = ADMIN_EMAIL;
  process.env[ENV_KEYS.adminPassword] = ADMIN_PASSWORD;
  process.env[ENV_KEYS.loginMaxAttempts] = String(E2E_LOGIN_MAX_ATTEMPTS);
  process.env[ENV_KEYS.loginWindowMinutes] = String(E2E_LOGIN_WINDOW_MINUTES);
  return teardown;
}
