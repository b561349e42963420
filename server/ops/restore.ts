import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { migrations } from '../db/migrations';
import { restoreDatabaseFrom, tablesIn } from './database-copy';
import { eachLimited, fileStoreOf, sha256Of } from './file-store';
import { type Manifest, readManifest } from './manifest';

const CHECK_WIDTH = 4;

export interface RestoreOptions {
  /** Replace a target that already holds data (its database and every stored file). */
  force?: boolean;
  /** Only check the backup (manifest, checksums, that this app can run it); change nothing. */
  checkOnly?: boolean;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Where the files went, in words. */
  filesTo: string;
  /** Stored files of the old data that no restored row names, removed (with `force`). */
  removed: number;
  restored: boolean;
}

/** A restore that would overwrite data, without `force`: nothing was changed. */
export class TargetNotEmptyError extends Error {
  override name = 'TargetNotEmptyError';
}

/**
 * Restores a backup made by `backup` into the configured database and file store. Everything is
 * checked before anything is written: the manifest, that the database kind matches, that this app
 * knows every migration the backup's database went through, and every file's SHA-256. A target
 * that holds data is refused unless `force`. Files are written first and the database last
 * (SQLite: a rename; PostgreSQL: one transaction), so a restore cut short leaves extra files at
 * worst, never rows without their files. The app must be stopped meanwhile.
 */
export async function restore(config: Config, dir: string, options: RestoreOptions = {}): Promise<RestoreResult> {
  const manifest = await readManifest(dir);
  const { database } = manifest;
  if (database.kind !== config.database.kind) {
    const target = config.database.kind === 'sqlite' ? 'SQLite (DATABASE_URL is not set)' : 'PostgreSQL (DATABASE_URL)';
    throw new Error(`This backup holds a ${database.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database; the target is ${target}. Restore it into the same kind of database.`);
  }
  const unknown = database.migrations.filter((name) => !(name in migrations));
  if (unknown.length > 0) throw new Error(`This backup was made by a newer version of the app (migrations this one lacks: ${unknown.join(', ')}). Restore it with that version.`);
  await verify(dir, manifest);

  const store = fileStoreOf(config);
  try {
    if (options.checkOnly) return { manifest, filesTo: store.where, removed: 0, restored: false };
    const tables = await tablesIn(config.database);
    const present = await store.list();
    if ((tables > 0 || present.length > 0) && !options.force) {
      const what = [tables > 0 && `the database has ${tables} tables`, present.length > 0 && `${store.where} holds ${present.length} stored files`].filter(Boolean).join(' and ');
      throw new TargetNotEmptyError(`The target is not empty: ${what}. Nothing was changed. To replace it with the backup, stop the app and run the restore again with --force.`);
    }
    await eachLimited(manifest.files, CHECK_WIDTH, (file) => store.put(file.key, path.join(dir, 'files', file.key)));
    await restoreDatabaseFrom(config.database, path.join(dir, database.file), tables > 0);
    const kept = new Set(manifest.files.map((file) => file.key));
    const stale = present.filter((key) => !kept.has(key));
    await store.remove(stale);
    return { manifest, filesTo: store.where, removed: stale.length, restored: true };
  } finally {
    store.close();
  }
}

/** Every byte of the backup against its manifest; throws listing what is missing or damaged. */
async function verify(dir: string, manifest: Manifest): Promise<void> {
  const problems: string[] = [];
  const check = async (relative: string, sha256: string) => {
    const file = path.join(dir, relative);
    if (!existsSync(file)) problems.push(`${relative} is missing`);
    else if ((await sha256Of(file)) !== sha256) problems.push(`${relative} is damaged (its SHA-256 differs)`);
  };
  await check(manifest.database.file, manifest.database.sha256);
  await eachLimited(manifest.files, CHECK_WIDTH, (file) => check(path.posix.join('files', file.key), file.sha256));
  if (problems.length > 0) {
    const shown = problems.slice(0, 10).join('; ');
    throw new Error(`The backup in ${dir} does not match its manifest, so nothing was restored: ${shown}${problems.length > 10 ? ` and ${problems.length - 10} more` : ''}`);
  }
}
