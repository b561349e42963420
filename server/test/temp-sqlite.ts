import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { createDatabase } from '../db/database';
import type { Db } from '../db/schema';

/**
 * A fresh SQLite file in a temp dir for each test of the suite that calls this (removed after),
 * for tests of the file itself: `file()` is its path, `withDatabase` opens it as the app does and
 * closes it after `work`.
 */
export function useTempSqliteFile() {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'eaum-sqlite-'));
    file = path.join(dir, 'app.db');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  return {
    file: () => file,
    async withDatabase(work: (db: Db) => Promise<void>): Promise<void> {
      const db = createDatabase({ kind: 'sqlite', file });
      try {
        await work(db);
      } finally {
        await db.destroy();
      }
    },
  };
}
