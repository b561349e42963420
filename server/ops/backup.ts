import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { snapshotDatabase } from './database-copy';
import { eachLimited, fileStoreOf, saveHashed, sha256Of } from './file-store';
import { type Manifest, newManifest } from './manifest';

/** Files copied at once (a bucket answers many small requests better side by side). */
const COPY_WIDTH = 4;

export interface BackupResult {
  dir: string;
  manifest: Manifest;
}

/** `eaum-backup-20250601T120000Z`: sorts by time, and safe in any file system. */
export const backupName = (at: Date) => `eaum-backup-${at.toISOString().replace(/\.\d+Z$/, 'Z').replace(/[-:]/g, '')}`;

/**
 * Backs up the running app's data into a new directory under `parentDir`: first a consistent
 * snapshot of the database, then every stored file its rows name (from DATA_DIR/uploads or the
 * bucket), each with its SHA-256. Files are immutable and never reused, so copying them after the
 * snapshot gives a backup in which every row finds its file — unless the file was deleted in
 * between (its event or requirement deleted meanwhile): such keys are listed as `missing`.
 * The directory appears under its final name only once complete.
 */
export async function backup(config: Config, parentDir: string, at = new Date()): Promise<BackupResult> {
  const dir = path.resolve(parentDir, backupName(at));
  const work = `${dir}.partial`;
  await mkdir(path.dirname(work), { recursive: true });
  // It holds every account's password hash: for its owner's eyes only.
  await mkdir(work, { mode: 0o700 });
  const store = fileStoreOf(config);
  try {
    const databaseFile = config.database.kind === 'sqlite' ? 'app.db' : 'database.dump';
    const facts = await snapshotDatabase(config.database, path.join(work, databaseFile));
    const files: Manifest['files'] = [];
    const missing: string[] = [];
    await eachLimited(facts.keys, COPY_WIDTH, async (key) => {
      const source = await store.openIfPresent(key);
      if (!source) {
        missing.push(key);
        return;
      }
      files.push({ key, ...(await saveHashed(source, path.join(work, 'files', key))) });
    });
    files.sort((a, b) => a.key.localeCompare(b.key));
    const manifest = newManifest({
      createdAt: at.toISOString(),
      database: { kind: config.database.kind, file: databaseFile, sha256: await sha256Of(path.join(work, databaseFile)), migrations: facts.migrations, rows: facts.rows },
      files,
      missing: missing.sort(),
    });
    await writeFile(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(work, dir);
    return { dir, manifest };
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  } finally {
    store.close();
  }
}
