import { type Kysely, sql } from 'kysely';
import { dialectOf } from './column-types';

/**
 * Each kind's mark in SQLite's full-text index: one trigram of private-use characters no text
 * holds, so that `"<mark>"` in a MATCH keeps exactly that kind's documents. Frozen with this
 * migration: the index holds these.
 */
export const SEARCH_KIND_MARKS = { organiser: '\uE000a\uE001', owner_admin: '\uE000b\uE001', company: '\uE000c\uE001', event: '\uE000d\uE001', submission: '\uE000e\uE001' } as const;

/** SQL giving the mark of the row named `row` (NEW or OLD). */
const markOf = (row: string) =>
  `(CASE ${row}.kind ${Object.entries(SEARCH_KIND_MARKS)
    .map(([kind, mark]) => `WHEN '${kind}' THEN '${mark}'`)
    .join(' ')} END)`;

const indexed = (row: string) => `${row}.body || ' ' || ${markOf(row)}`;

/**
 * SQLite's search index learns each document's kind. A search asks each kind in turn, and FTS5
 * walked every document that matched the words to find those of the kind asked for: at 1M
 * companies, "nordic" (33k companies) took 45 ms for each kind with none, 280 ms a search. With
 * the kind's mark ANDed last, FTS5 seeks through both lists: under 1.2 ms for any kind.
 *
 * The index now holds `body` plus the mark, so it differs from its external content by design:
 * the triggers give FTS5 the same text on every insert and delete, and `rebuild` must not be used
 * on it (this migration fills it instead). PostgreSQL's planner picks the kind's index by itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  for (const event of ['insert', 'delete', 'update']) await sql.raw(`DROP TRIGGER search_documents_fts_${event}`).execute(db);
  await sql.raw('DROP TABLE search_documents_fts').execute(db);
  await createIndex(db, indexed);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  for (const event of ['insert', 'delete', 'update']) await sql.raw(`DROP TRIGGER search_documents_fts_${event}`).execute(db);
  await sql.raw('DROP TABLE search_documents_fts').execute(db);
  await createIndex(db, (row) => `${row}.body`);
}

/** The FTS5 table over search_documents, filled with `text` of each row, and the triggers that keep it. */
async function createIndex(db: Kysely<unknown>, text: (row: string) => string): Promise<void> {
  await sql
    .raw(`CREATE VIRTUAL TABLE search_documents_fts USING fts5(body, content='search_documents', content_rowid='id', tokenize='trigram remove_diacritics 1')`)
    .execute(db);
  await sql.raw(`INSERT INTO search_documents_fts (rowid, body) SELECT d.id, ${text('d')} FROM search_documents d`).execute(db);
  const remove = `INSERT INTO search_documents_fts (search_documents_fts, rowid, body) VALUES ('delete', OLD.id, ${text('OLD')})`;
  const add = `INSERT INTO search_documents_fts (rowid, body) VALUES (NEW.id, ${text('NEW')})`;
  await sql.raw(`CREATE TRIGGER search_documents_fts_insert AFTER INSERT ON search_documents BEGIN ${add}; END`).execute(db);
  await sql.raw(`CREATE TRIGGER search_documents_fts_delete AFTER DELETE ON search_documents BEGIN ${remove}; END`).execute(db);
  await sql.raw(`CREATE TRIGGER search_documents_fts_update AFTER UPDATE ON search_documents BEGIN ${remove}; ${add}; END`).execute(db);
}
