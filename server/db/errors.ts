/** A UNIQUE constraint refused the write, on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** Another connection to the SQLite file holds the lock this one needs (SQLITE_BUSY and its kinds). */
export const isSqliteBusy = (error: unknown): boolean => (error as { code?: unknown } | null)?.code?.toString().startsWith('SQLITE_BUSY') ?? false;

/**
 * How long a process starting on a shared SQLite file waits for the others' locks (switching the
 * file to WAL, migrating) before giving up: long enough for another process's migrations on a
 * loaded machine.
 */
export const SQLITE_START_WAIT_MS = 120_000;
/** How often a process waiting for a lock at start tries again. */
export const SQLITE_START_RETRY_MS = 50;
