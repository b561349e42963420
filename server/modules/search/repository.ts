import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { SearchKind } from '../../../src/api/contract';
import { dialectOf } from '../../db/migrations/column-types';
import { SEARCH_KIND_MARKS } from '../../db/migrations/20251123T090000-search-kind-marks';
import type { DbOrTrx } from '../../db/schema';
import type { SearchDocumentRow } from '../../db/tables/search';
import type { EventScope } from '../events/repository';
import { documentScore, fold, fragmentsOf, INDEXED_MIN, searchWords, typosAllowed, typosToStart } from './matching';
import { isRare, rememberRare } from './rare-words';

export interface SearchIndexRequest {
  /** What was typed. */
  query: string;
  /** The kinds to look in; the answer keeps this order. */
  kinds: readonly SearchKind[];
  /** Whose events, and the submissions to them, are in reach. Accounts are not scoped by it. */
  events: EventScope;
  /** Results of each kind, at most. */
  limit: number;
}

export type SearchIndexHit = Pick<SearchDocumentRow, 'kind' | 'ref_id' | 'title' | 'subtitle' | 'note'> & { score: number };

type Candidate = Pick<SearchDocumentRow, 'ref_id' | 'title' | 'subtitle' | 'note' | 'body'>;

/** Candidates read per kind: the best `limit` of them are kept. */
const CANDIDATES_FACTOR = 8;
/** PostgreSQL: a kind's rows walked per candidate wanted before its trigram index is asked. */
const WALK_FACTOR = 50;
/** Vocabulary words read for a word with typos, the likeliest first, and the nearest kept of them. */
const VOCABULARY_CANDIDATES = 100;
const CORRECTIONS_MAX = 8;
/** Above every character: `key < word + TOP` keeps exactly the keys that start with `word`. */
const TOP = '\u{10FFFF}';

const isPostgres = (db: DbOrTrx) => dialectOf(db as Kysely<unknown>) === 'postgres';
const contains = (text: string) => `%${text}%`;
const isIndexed = (word: string) => [...word].length >= INDEXED_MIN;

/** Events an organiser is assigned to, or a company exhibits at: the same scope as the calendar's. */
function eventScope(kind: SearchKind, scope: EventScope): RawBuilder<unknown> {
  if (kind !== 'event' && kind !== 'submission') return sql``;
  if (scope.kind === 'organiser') return sql`AND d.event_id IN (SELECT event_id FROM event_organiser_assignments WHERE organiser_id = ${scope.organiserId})`;
  if (scope.kind === 'company') return sql`AND d.event_id IN (SELECT event_id FROM event_exhibitors WHERE company_id = ${scope.companyId})`;
  return sql``;
}

/**
 * One kind's look-up: the SELECT of its candidates, and the CTEs it reads (PostgreSQL's walk); with
 * `lookUp`, a walk whose SELECT answers a row without `ref_id` when it ran dry (rare-words.ts).
 */
interface KindQuery {
  ctes: RawBuilder<unknown>[];
  select: RawBuilder<unknown>;
  lookUp?: string;
}

/**
 * The documents of one kind that hold, for each indexed word, one of its spellings (itself, or the
 * vocabulary's corrections of it): SQLite asks its FTS5 trigram table, PostgreSQL walks the kind's
 * rows or asks its pg_trgm index (walkOrIndex), reading no further than `cap` matches. Words under 3
 * letters are filtered on those rows; a search of only such words is a title's start. The matching
 * rules then decide (matching.ts). `at` names the kind's CTEs apart from the other kinds'.
 */
function kindQuery(postgres: boolean, kind: SearchKind, at: number, words: readonly string[], spellings: ReadonlyMap<string, readonly string[]>, scope: EventScope, cap: number): KindQuery {
  const short = words.filter((word) => !isIndexed(word)).map((word) => sql`AND d.body LIKE ${contains(word)}`);
  const where = sql`d.kind = ${kind} ${eventScope(kind, scope)} ${sql.join(short, sql` `)}`;
  const columns = sql`d.ref_id, d.title, d.subtitle, d.note, d.body`;
  const indexed = words.filter(isIndexed).map((word) => spellings.get(word) ?? [word]);

  if (indexed.length === 0) {
    const start = words[0]!;
    return {
      ctes: [],
      select: sql`SELECT ${columns} FROM search_documents d
      WHERE ${where} AND d.title_key >= ${start} AND d.title_key < ${start + TOP} ORDER BY d.title_key LIMIT ${cap}`,
    };
  }
  if (postgres) {
    const matches = sql.join(
      indexed.map((forms) => sql`(${sql.join(forms.map((form) => sql`d.body LIKE ${contains(form)}`), sql` OR `)})`),
      sql` AND `,
    );
    const lookUp = JSON.stringify([kind, scope, indexed, words.filter((word) => !isIndexed(word)), cap]);
    if (isRare(lookUp)) return { ctes: [], select: sql`SELECT ${columns} FROM search_documents d WHERE ${where} AND ${matches} LIMIT ${cap}` };
    return { ...walkOrIndex({ kind: sql`d.kind = ${kind}`, at, where, matches, columns, cap }), lookUp };
  }
  // FTS5 query syntax: each spelling a quoted phrase (they hold no double quote); the kind's mark
  // last, so that FTS5 steps through the words' matches and seeks in the kind's.
  const match = [...indexed.map((forms) => `(${forms.map((form) => `"${form}"`).join(' OR ')})`), `"${SEARCH_KIND_MARKS[kind]}"`].join(' AND ');
  return {
    ctes: [],
    select: sql`SELECT ${columns} FROM search_documents_fts JOIN search_documents d ON d.id = search_documents_fts.rowid
    WHERE search_documents_fts MATCH ${match} AND ${where} LIMIT ${cap}`,
  };
}

/**
 * PostgreSQL's look-up of one kind's candidates. Its pg_trgm index gathers every match of a word
 * into a bitmap before the LIMIT applies, and a kind's matches are then picked from it: at 1M
 * companies, "nordic" (33k of them) cost 11 ms for the 500 events, which hold none. Walking the
 * kind's rows finds a common word's `cap` matches within a few hundred, and reads a small kind
 * whole: so the kind's first `cap` × WALK_FACTOR rows are walked (`walked`, read only as far as
 * needed; the reader's scope is a condition of a match, not of the walk, so that a narrow scope
 * does not stretch it) and their matches kept (`found`). The index is asked only when those hold
 * fewer than `cap` matches and the kind has more rows than were walked (`dry`): a rarer word, whose
 * bitmap is small; a row of NULLs then says so. The CTEs are read lazily, and `dry` counts the walk
 * only once it has ended.
 */
function walkOrIndex({ kind, at, where, matches, columns, cap }: { kind: RawBuilder<unknown>; at: number; where: RawBuilder<unknown>; matches: RawBuilder<unknown>; columns: RawBuilder<unknown>; cap: number }): KindQuery {
  const walk = cap * WALK_FACTOR;
  const [walked, found, dry] = ['walked', 'found', 'dry'].map((name) => sql.raw(`${name}_${at}`)) as [RawBuilder<unknown>, RawBuilder<unknown>, RawBuilder<unknown>];
  return {
    ctes: [
      sql`${walked} AS MATERIALIZED (SELECT ${columns}, (${where} AND ${matches}) AS hit FROM search_documents d WHERE ${kind} ORDER BY d.ref_id LIMIT ${walk})`,
      sql`${found} AS MATERIALIZED (SELECT ref_id, title, subtitle, note, body FROM ${walked} WHERE hit LIMIT ${cap})`,
      sql`${dry} AS MATERIALIZED (SELECT CASE WHEN (SELECT count(*) FROM ${found}) < ${cap} THEN (SELECT count(*) FROM ${walked}) = ${walk} ELSE false END AS dry)`,
    ],
    select: sql`SELECT * FROM ${found}
      UNION ALL
      (SELECT ${columns} FROM search_documents d WHERE ${where} AND ${matches} AND (SELECT dry FROM ${dry}) LIMIT ${cap})
      UNION ALL
      SELECT NULL, NULL, NULL, NULL, NULL FROM ${dry} WHERE dry`,
  };
}

/**
 * Each kind's candidates. PostgreSQL reads them all in one statement (each kind's look-up a branch
 * of one UNION ALL), as a round trip to its server costs more than most look-ups, and remembers the
 * look-ups whose walk ran dry; SQLite, in the process, reads one kind at a time.
 */
async function candidates(db: DbOrTrx, kinds: readonly SearchKind[], words: readonly string[], spellings: ReadonlyMap<string, readonly string[]>, scope: EventScope, cap: number) {
  if (kinds.length === 0) return [];
  const postgres = isPostgres(db);
  const queries = kinds.map((kind, at) => ({ kind, ...kindQuery(postgres, kind, at, words, spellings, scope, cap) }));
  if (!postgres) {
    const found: { kind: SearchKind; rows: Candidate[] }[] = [];
    for (const { kind, select } of queries) found.push({ kind, rows: (await sql<Candidate>`${select}`.execute(db)).rows });
    return found;
  }
  const ctes = queries.flatMap((query) => query.ctes);
  const branches = sql.join(
    queries.map(({ kind, select }) => sql`(SELECT ${kind}::text AS kind, k.* FROM (${select}) k)`),
    sql` UNION ALL `,
  );
  const { rows } = await sql<Candidate & { kind: SearchKind }>`${ctes.length > 0 ? sql`WITH ${sql.join(ctes)} ` : sql``}${branches}`.execute(db);
  for (const { kind, lookUp } of queries) {
    if (lookUp !== undefined && rows.some((row) => row.kind === kind && row.ref_id === null)) rememberRare(lookUp);
  }
  return kinds.map((kind) => ({ kind, rows: rows.filter((row) => row.kind === kind && row.ref_id !== null) }));
}

/**
 * Words of the vocabulary within `word`'s allowed typos, nearest first: those holding the most of
 * the pieces that survive its typos are read (fragmentsOf), and the matching rules measure them.
 */
async function correctionsOf(db: DbOrTrx, word: string): Promise<string[]> {
  const pieces = fragmentsOf(word);
  const { rows } = isPostgres(db)
    ? await sql<{ word: string }>`SELECT w.word FROM search_words w
        WHERE ${sql.join(pieces.map((piece) => sql`w.word LIKE ${contains(piece)}`), sql` OR `)}
        ORDER BY ${sql.join(pieces.map((piece) => sql`(CASE WHEN w.word LIKE ${contains(piece)} THEN 1 ELSE 0 END)`), sql` + `)} DESC
        LIMIT ${VOCABULARY_CANDIDATES}`.execute(db)
    : await sql<{ word: string }>`SELECT w.word FROM search_words_fts JOIN search_words w ON w.id = search_words_fts.rowid
        WHERE search_words_fts MATCH ${pieces.map((piece) => `"${piece}"`).join(' OR ')}
        ORDER BY search_words_fts.rank LIMIT ${VOCABULARY_CANDIDATES}`.execute(db);
  const allowed = typosAllowed(word);
  return rows
    .map((row) => ({ form: row.word, typos: typosToStart(word, fold(row.word), allowed) }))
    .filter(({ form, typos }) => typos <= allowed && !form.includes('"'))
    .sort((a, b) => a.typos - b.typos || a.form.length - b.form.length)
    .slice(0, CORRECTIONS_MAX)
    .map(({ form }) => form);
}

/**
 * Each kind's best `limit` documents: first as typed; then, for the kinds still short of `limit`,
 * with each word of 5 letters or more also spelled as the vocabulary's nearest words.
 */
async function searchKinds(db: DbOrTrx, words: readonly string[], kinds: readonly SearchKind[], scope: EventScope, limit: number) {
  const found = new Map(kinds.map((kind) => [kind, new Map<number, SearchIndexHit>()]));
  const keep = (kind: SearchKind, rows: Candidate[]) => {
    const scored = found.get(kind)!;
    for (const row of rows) {
      const score = documentScore(words, row);
      if (score > 0 && !scored.has(row.ref_id)) scored.set(row.ref_id, { kind, ref_id: row.ref_id, title: row.title, subtitle: row.subtitle, note: row.note, score });
    }
  };
  const cap = limit * CANDIDATES_FACTOR;
  const asTyped = new Map<string, string[]>();
  for (const { kind, rows } of await candidates(db, kinds, words, asTyped, scope, cap)) keep(kind, rows);

  const short = kinds.filter((kind) => found.get(kind)!.size < limit);
  const typed = words.filter((word) => typosAllowed(word) > 0);
  if (short.length > 0 && typed.length > 0) {
    const spellings = new Map<string, string[]>();
    for (const word of typed) spellings.set(word, [word, ...(await correctionsOf(db, word)).filter((form) => form !== word)]);
    if ([...spellings.values()].some((forms) => forms.length > 1)) {
      for (const { kind, rows } of await candidates(db, short, words, spellings, scope, cap)) keep(kind, rows);
    }
  }
  return kinds.flatMap((kind) =>
    [...found.get(kind)!.values()].sort((a, b) => b.score - a.score || a.title.localeCompare(b.title) || a.ref_id - b.ref_id).slice(0, limit),
  );
}

/**
 * Ctrl/Cmd+K's one look-up, on either database: the best `limit` documents of each kind that
 * every word of `query` matches (prefix, inside a word, or within a typo or two), in scope.
 * A script (the search benchmark) may call it with any open database.
 */
export async function searchIndex(db: DbOrTrx, request: SearchIndexRequest): Promise<SearchIndexHit[]> {
  const words = searchWords(request.query);
  if (words.length === 0 || request.limit < 1) return [];
  return searchKinds(db, words, request.kinds, request.events, request.limit);
}
