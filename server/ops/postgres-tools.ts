import { spawn, type ChildProcess } from 'node:child_process';

/**
 * PostgreSQL's own tools (pg_dump, pg_restore, psql from postgresql-client) for a connection URL.
 * The password goes to them in PGPASSWORD, never on a command line that `ps` would show.
 */
export function libpqTarget(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Resolves when `child` exits 0; otherwise rejects with what it printed on stderr. */
function finished(child: ChildProcess, name: string): Promise<void> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  return new Promise((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'ENOENT' ? new Error(`${name} was not found on PATH: install PostgreSQL's client tools (Debian: apt-get install postgresql-client), at least the server's major version`) : error);
    });
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${name} failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`));
    });
  });
}

/** pg_dump in its custom format, of the snapshot another session exported (so it sees what that session sees). */
export async function dumpDatabase(databaseUrl: string, snapshot: string, file: string): Promise<void> {
  const { url, env } = libpqTarget(databaseUrl);
  const child = spawn('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${url}`], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  await finished(child, 'pg_dump');
}

/**
 * Loads a custom-format dump in ONE transaction (pg_restore's SQL through psql): after a failure the
 * database is as it was. `before` runs first in the same transaction (e.g. clearing the schema).
 * Objects are owned by the connecting role, as the app creates them.
 */
export async function restoreDatabase(databaseUrl: string, file: string, before = ''): Promise<void> {
  const { url, env } = libpqTarget(databaseUrl);
  const psql = spawn('psql', ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', `--dbname=${url}`], { env, stdio: ['pipe', 'ignore', 'pipe'] });
  const restore = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  // A psql that stops early closes its input: that is its failure to report, not a write error here.
  psql.stdin.on('error', () => undefined);
  const loaded = finished(psql, 'psql');
  psql.stdin.write(before);
  // psql commits when its input ends: end it only once pg_restore has written the whole dump.
  restore.stdout.pipe(psql.stdin, { end: false });
  try {
    await finished(restore, 'pg_restore');
  } catch (error) {
    psql.kill('SIGKILL'); // no COMMIT: the server rolls the transaction back
    await loaded.catch(() => undefined);
    throw error;
  }
  psql.stdin.end();
  await loaded;
}
