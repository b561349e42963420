import { type RawBuilder, sql } from 'kysely';
import type { SearchKind } from '../../../src/api/contract';
import type { SearchDocumentRow } from '../../db/tables/search';
import type { EventScope } from '../events/repository';
import { INDEXED_MIN } from './matching';

/** What a look-up reads of a document: the matching rules decide on it (matching.ts). */
export type Candidate = Pick<SearchDocumentRow, 'ref_id' | 'title' | 'subtitle' | 'note' | 'body'>;

/** Vocabulary words read for a word with typos, the likeliest first. */
export const VOCABULARY_CANDIDATES = 100;
/** Above every character: `key < word + TOP` keeps exactly the keys that start with `word`. */
export const TOP = '\u{10FFFF}';

export const contains = (text: string) => `%${text}%`;
export const isIndexed = (word: string) => [...word].length >= INDEXED_MIN;
export const documentColumns = sql`d.ref_id, d.title, d.subtitle, d.note, d.body`;

/**
 * What a document of `kind` must be besides its kind to be found, as conditions to AND: in the
 * reader's scope (events an organiser is assigned to, or a company exhibits at, and their
 * submissions: the calendar's scope; accounts are not scoped), and holding each word under 3 letters.
 */
export function documentConditions(kind: SearchKind, scope: EventScope, words: readonly string[]): RawBuilder<unknown>[] {
  const conditions = words.filter((word) => !isIndexed(word)).map((word) => sql`d.body LIKE ${contains(word)}`);
  if (kind !== 'event' && kind !== 'submission') return conditions;
  if (scope.kind === 'organiser') conditions.unshift(sql`d.event_id IN (SELECT event_id FROM event_organiser_assignments WHERE organiser_id = ${scope.organiserId})`);
  if (scope.kind === 'company') conditions.unshift(sql`d.event_id IN (SELECT event_id FROM event_exhibitors WHERE company_id = ${scope.companyId})`);
  return conditions;
}

/** PostgreSQL's vocabulary words holding the most of `pieces` (pg_trgm's index), VOCABULARY_CANDIDATES of them. */
export const postgresVocabulary = (pieces: readonly string[]) =>
  sql`SELECT w.word FROM search_words w
        WHERE ${sql.join(pieces.map((piece) => sql`w.word LIKE ${contains(piece)}`), sql` OR `)}
        ORDER BY ${sql.join(pieces.map((piece) => sql`(CASE WHEN w.word LIKE ${contains(piece)} THEN 1 ELSE 0 END)`), sql` + `)} DESC
        LIMIT ${sql.lit(VOCABULARY_CANDIDATES)}`;
