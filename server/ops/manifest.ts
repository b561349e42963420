import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isStorageKey } from '../storage/storage';

/**
 * A backup is a directory: `manifest.json` (written last), the database (`app.db`, an SQLite file,
 * or `database.dump`, pg_dump's custom format) and `files/<key>` for every stored file the rows name.
 */
export interface Manifest {
  format: typeof FORMAT;
  version: 1;
  createdAt: string;
  database: {
    kind: 'sqlite' | 'postgres';
    /** The file in the backup directory. */
    file: string;
    sha256: string;
    /** The migrations applied to it, by name: a backup made by a newer version of the app names some this one lacks. */
    migrations: string[];
    /** Rows per table, as in the snapshot. */
    rows: Record<string, number>;
  };
  /** Every stored file a row names, under `files/<key>`. */
  files: { key: string; bytes: number; sha256: string }[];
  /** Keys a row names that the file store did not have when the backup was made. */
  missing: string[];
}

const FORMAT = 'event-artwork-backup';

export function newManifest(fields: Omit<Manifest, 'format' | 'version'>): Manifest {
  return { format: FORMAT, version: 1, ...fields };
}

/** The manifest of a backup directory; throws in words when `dir` is not a complete backup. */
export async function readManifest(dir: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'it has no manifest.json (an unfinished backup has none)' : (error as Error).message;
    throw new Error(`${dir} is not a backup: ${reason}`);
  }
  if (manifest.format !== FORMAT || manifest.version !== 1) throw new Error(`${dir} is not a backup this version of the app can read (format ${String(manifest.format)} ${String(manifest.version)})`);
  const badKey = manifest.files.find((file) => !isStorageKey(file.key));
  if (badKey) throw new Error(`${dir} names a file that is not a storage key: ${badKey.key}`);
  return manifest;
}

/** Reads a database snapshot the same way on both databases. */
export interface SnapshotReader {
  tables(): Promise<string[]>;
  columns(table: string): Promise<string[]>;
  all(query: string): Promise<Record<string, unknown>[]>;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * What a snapshot holds: rows per table, the applied migrations, and every storage key its rows
 * name — the values of columns called `*_key` that have the shape of a key the server makes.
 */
export async function snapshotFacts(reader: SnapshotReader): Promise<{ rows: Record<string, number>; migrations: string[]; keys: string[] }> {
  const rows: Record<string, number> = {};
  const keys = new Set<string>();
  const tables = (await reader.tables()).sort();
  for (const table of tables) {
    const [count] = await reader.all(`SELECT count(*) AS n FROM ${quoted(table)}`);
    rows[table] = Number(count!.n);
    for (const column of await reader.columns(table)) {
      if (!column.endsWith('_key')) continue;
      const values = await reader.all(`SELECT DISTINCT ${quoted(column)} AS k FROM ${quoted(table)} WHERE ${quoted(column)} IS NOT NULL`);
      for (const { k } of values) if (typeof k === 'string' && isStorageKey(k)) keys.add(k);
    }
  }
  const migrations = tables.includes('kysely_migration') ? (await reader.all('SELECT name FROM kysely_migration ORDER BY name')).map((row) => String(row.name)) : [];
  return { rows, migrations, keys: [...keys].sort() };
}
