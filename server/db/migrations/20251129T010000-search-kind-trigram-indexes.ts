import { type Kysely, sql } from 'kysely';
import { dialectOf } from './column-types';

/** The kinds of search document (search_documents_kind_check), as they stand at this migration. */
const KINDS = ['organiser', 'owner_admin', 'company', 'event', 'submission'] as const;

/**
 * PostgreSQL: a pg_trgm GIN index per kind of search document (partial, `WHERE kind = …`) in place
 * of the one over every document. A search reads one kind at a time; through the index over all
 * kinds, a word's bitmap gathered every kind's documents holding it (33k companies for "nordic")
 * to recheck each for the kind asked, so a rare word in a small kind paid for a common one in a
 * large kind. Each kind's index holds that kind's documents alone; together they hold what the one
 * index held, so a write costs the same. SQLite's FTS5 index already seeks by kind (its marks).
 * Building them reads every document: 16 s at 1M documents on a two-core machine.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const kind of KINDS) {
    await sql.raw(`CREATE INDEX search_documents_${kind}_body_trgm_index ON search_documents USING gin (body gin_trgm_ops) WHERE kind = '${kind}'`).execute(db);
  }
  await sql.raw('DROP INDEX search_documents_body_trgm_index').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql.raw('CREATE INDEX search_documents_body_trgm_index ON search_documents USING gin (body gin_trgm_ops)').execute(db);
  for (const kind of KINDS) await sql.raw(`DROP INDEX search_documents_${kind}_body_trgm_index`).execute(db);
}
