import { type Kysely, sql } from 'kysely';
import type { SearchKind } from '../../../src/api/contract';
import { dialectOf } from '../../db/migrations/column-types';
import { SEARCH_KIND_MARKS } from '../../db/migrations/20251123T090000-search-kind-marks';
import type { DbOrTrx } from '../../db/schema';
import type { SearchDocumentRow } from '../../db/tables/search';
import type { EventScope } from '../events/repository';
import { type Candidate, documentColumns, documentConditions, isIndexed, TOP, VOCABULARY_CANDIDATES } from './look-up-parts';
import { documentScore, fold, fragmentsOf, searchWords, typosAllowed, typosToStart } from './matching';
import { postgresLookUps } from './postgres-look-ups';

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

/** Candidates read per kind: the best `limit` of them are kept. */
const CANDIDATES_FACTOR = 8;
/** The nearest of a word's vocabulary candidates kept as its corrections. */
const CORRECTIONS_MAX = 8;

const isPostgres = (db: DbOrTrx) => dialectOf(db as Kysely<unknown>) === 'postgres';

/**
 * SQLite's look-up of one kind: the documents that hold, for each indexed word, one of its
 * spellings (itself, or the vocabulary's corrections of it), through its FTS5 trigram table, at most
 * `cap`; a search of only words under 3 letters reads the titles that start with its first word.
 * Words under 3 letters are filtered on those rows. The matching rules then decide (matching.ts).
 */
function sqliteKindQuery(kind: SearchKind, words: readonly string[], spellings: ReadonlyMap<string, readonly string[]>, scope: EventScope, cap: number) {
  const where = sql`d.kind = ${kind} ${sql.join(documentConditions(kind, scope, words).map((condition) => sql`AND ${condition}`), sql` `)}`;
  const indexed = words.filter(isIndexed).map((word) => spellings.get(word) ?? [word]);
  if (indexed.length === 0) {
    const start = words[0]!;
    return sql<Candidate>`SELECT ${documentColumns} FROM search_documents d
      WHERE ${where} AND d.title_key >= ${start} AND d.title_key < ${start + TOP} ORDER BY d.title_key LIMIT ${cap}`;
  }
  // FTS5 query syntax: each spelling a quoted phrase (they hold no double quote); the kind's mark
  // last, so that FTS5 steps through the words' matches and seeks in the kind's.
  const match = [...indexed.map((forms) => `(${forms.map((form) => `"${form}"`).join(' OR ')})`), `"${SEARCH_KIND_MARKS[kind]}"`].join(' AND ');
  return sql<Candidate>`SELECT ${documentColumns} FROM search_documents_fts JOIN search_documents d ON d.id = search_documents_fts.rowid
    WHERE search_documents_fts MATCH ${match} AND ${where} LIMIT ${cap}`;
}

/**
 * Each kind's candidates, and with `vocabulary`, what the vocabulary holds near each of those words
 * (the likeliest first; undefined: not read yet). PostgreSQL reads them all in one statement
 * (postgres-look-ups.ts), as a round trip to its server costs more than most look-ups; SQLite, in
 * the process, reads one kind at a time, and its vocabulary when asked (vocabularyNear).
 */
async function candidates(db: DbOrTrx, kinds: readonly SearchKind[], words: readonly string[], spellings: ReadonlyMap<string, readonly string[]>, scope: EventScope, cap: number, vocabulary: readonly string[] = []) {
  if (isPostgres(db)) return postgresLookUps(db, { kinds, words, spellings, scope, cap, vocabulary });
  const found = new Map<SearchKind, Candidate[]>();
  for (const kind of kinds) found.set(kind, (await sqliteKindQuery(kind, words, spellings, scope, cap).execute(db)).rows);
  return { found, vocabulary: undefined };
}

/** SQLite's vocabulary words holding the most of the pieces that survive `word`'s typos (fragmentsOf), the likeliest first. */
async function vocabularyNear(db: DbOrTrx, word: string): Promise<string[]> {
  const pieces = fragmentsOf(word);
  const { rows } = await sql<{ word: string }>`SELECT w.word FROM search_words_fts JOIN search_words w ON w.id = search_words_fts.rowid
        WHERE search_words_fts MATCH ${pieces.map((piece) => `"${piece}"`).join(' OR ')}
        ORDER BY search_words_fts.rank LIMIT ${VOCABULARY_CANDIDATES}`.execute(db);
  return rows.map((row) => row.word);
}

/** Of the vocabulary's words near `word`, those within its allowed typos, nearest first, as the matching rules measure them. */
function correctionsOf(word: string, near: readonly string[]): string[] {
  const allowed = typosAllowed(word);
  return near
    .map((form) => ({ form, typos: typosToStart(word, fold(form), allowed) }))
    .filter(({ form, typos }) => typos <= allowed && !form.includes('"'))
    .sort((a, b) => a.typos - b.typos || a.form.length - b.form.length)
    .slice(0, CORRECTIONS_MAX)
    .map(({ form }) => form);
}

/**
 * Each kind's best `limit` documents: first as typed; then, for the kinds still short of `limit`,
 * with each word of 5 letters or more also spelled as the vocabulary's nearest words (PostgreSQL
 * reads those with the first look-ups, in the same statement).
 */
async function searchKinds(db: DbOrTrx, words: readonly string[], kinds: readonly SearchKind[], scope: EventScope, limit: number) {
  if (kinds.length === 0) return [];
  const found = new Map(kinds.map((kind) => [kind, new Map<number, SearchIndexHit>()]));
  const keep = (candidates: ReadonlyMap<SearchKind, Candidate[]>) => {
    for (const [kind, rows] of candidates) {
      const scored = found.get(kind)!;
      for (const row of rows) {
        const score = documentScore(words, row);
        if (score > 0 && !scored.has(row.ref_id)) scored.set(row.ref_id, { kind, ref_id: row.ref_id, title: row.title, subtitle: row.subtitle, note: row.note, score });
      }
    }
  };
  const cap = limit * CANDIDATES_FACTOR;
  const typed = words.filter((word) => typosAllowed(word) > 0);
  const first = await candidates(db, kinds, words, new Map(), scope, cap, typed);
  keep(first.found);

  const short = kinds.filter((kind) => found.get(kind)!.size < limit);
  if (short.length > 0 && typed.length > 0) {
    // PostgreSQL: a correction holding the word as typed ("printed" of "print") finds no document
    // the word did not (`LIKE '%print%'`), and a short kind's look-up read every match of the word.
    const adds = (word: string, form: string) => form !== word && !(first.vocabulary !== undefined && form.includes(word));
    const spellings = new Map<string, string[]>();
    for (const word of typed) {
      const near = first.vocabulary?.get(word) ?? (await vocabularyNear(db, word));
      spellings.set(word, [word, ...correctionsOf(word, near).filter((form) => adds(word, form))]);
    }
    if ([...spellings.values()].some((forms) => forms.length > 1)) keep((await candidates(db, short, words, spellings, scope, cap)).found);
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
