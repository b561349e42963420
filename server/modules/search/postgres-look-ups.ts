import { type RawBuilder, sql } from 'kysely';
import type { SearchKind } from '../../../src/api/contract';
import { nameStatement } from '../../db/named-statements';
import type { DbOrTrx } from '../../db/schema';
import type { EventScope } from '../events/repository';
import { type Candidate, contains, documentColumns, documentConditions, isIndexed, postgresVocabulary, TOP } from './look-up-parts';
import { fragmentsOf } from './matching';
import { isRare, rememberRare } from './rare-words';

/** A kind's rows walked per candidate wanted before its trigram index is asked. */
const WALK_FACTOR = 50;
/** Rows walked on past the walk, as a multiple of it, when the walk's matches promise enough within them. */
const WALK_ON_FACTOR = 4;

export interface PostgresLookUps {
  kinds: readonly SearchKind[];
  /** The words of the search, as typed. */
  words: readonly string[];
  /** Each indexed word's spellings (itself first); a word without any is looked up as typed. */
  spellings: ReadonlyMap<string, readonly string[]>;
  scope: EventScope;
  /** Candidates read per kind, at most. */
  cap: number;
  /** Words whose likeliest corrections the vocabulary answers in the same statement. */
  vocabulary: readonly string[];
}

/** One kind's look-up: the CTEs it reads, its SELECT of candidates, and how the process remembers a walk that ran dry. */
interface KindQuery {
  ctes: RawBuilder<unknown>[];
  select: RawBuilder<unknown>;
  lookUp?: string;
}

type Row = Candidate & { kind: string };

/** The conditions ANDed, or true. */
const all = (conditions: readonly RawBuilder<unknown>[]) => (conditions.length === 0 ? sql`true` : sql.join(conditions, sql` AND `));

/**
 * One kind's candidates. A search of only words under 3 letters reads the titles that start with
 * its first word. Otherwise, for each indexed word, one of its spellings inside the body: a word
 * remembered as rare in the kind (rare-words.ts) through the kind's pg_trgm index at once; any
 * other by walking the kind's rows (walkOrIndex). The kind is written into the statement (one of
 * SEARCH_KINDS), so that a statement's plan reads that kind's own trigram index and its statistics.
 */
function kindQuery({ words, spellings, scope, cap }: PostgresLookUps, kind: SearchKind, at: number): KindQuery {
  const conditions = documentConditions(kind, scope, words);
  const ofKind = sql`d.kind = ${sql.lit(kind)}`;
  const indexed = words.filter(isIndexed).map((word) => spellings.get(word) ?? [word]);
  if (indexed.length === 0) {
    const start = words[0]!;
    return {
      ctes: [],
      select: sql`SELECT ${documentColumns} FROM search_documents d
      WHERE ${all([ofKind, ...conditions])} AND d.title_key >= ${start} AND d.title_key < ${start + TOP} ORDER BY d.title_key LIMIT ${sql.lit(cap)}`,
    };
  }
  const matches = all(indexed.map((forms) => sql`(${sql.join(forms.map((form) => sql`d.body LIKE ${contains(form)}`), sql` OR `)})`));
  const lookUp = JSON.stringify([kind, scope, indexed, words.filter((word) => !isIndexed(word)), cap]);
  if (isRare(lookUp)) return { ctes: [], select: sql`SELECT ${documentColumns} FROM search_documents d WHERE ${all([ofKind, ...conditions, matches])} LIMIT ${sql.lit(cap)}` };
  return { ...walkOrIndex({ ofKind, at, match: all([...conditions, matches]), cap }), lookUp };
}

/**
 * A kind's candidates read by walking it. Its pg_trgm index gathers every match of a word into a
 * bitmap before the LIMIT applies: at 1M companies, "nordic" (33k of them) cost 11 ms, and "bright
 * print" (10k) 23–44 ms. Walking the kind's rows in `ref_id` order finds a common word's `cap`
 * matches within a few hundred, and reads a small kind whole. So:
 * - the kind's first `cap` × WALK_FACTOR rows are walked (`walked`, read only as far as needed;
 *   the reader's scope is a condition of a match, not of the walk, so a narrow scope does not
 *   stretch it) and their matches kept (`found`);
 * - when those hold fewer than `cap` and the kind goes on (`state`), and their matches promise the
 *   rest within WALK_ON_FACTOR times as many rows, the walk goes on that far (`on`, `found_on`):
 *   a word in one document of a hundred is found there, where its index's bitmap would cost tens of
 *   milliseconds;
 * - otherwise, or when the walk on ends short too, the index is asked (`dry`): a rare word, whose
 *   bitmap is small.
 * A look-up that found fewer than `cap` matches, through the index or by reading the kind whole,
 * answers a row of NULLs, and the process remembers it (`remember`): its next run asks the kind's
 * index at once, which holds the same matches (at 500 events, 0.03 ms against 0.3 ms for their
 * walk), and its statement is a third of the size. The CTEs are read lazily, and each step runs
 * only when the one before ended short.
 */
function walkOrIndex({ ofKind, at, match, cap }: { ofKind: RawBuilder<unknown>; at: number; match: RawBuilder<unknown>; cap: number }): KindQuery {
  const walk = cap * WALK_FACTOR;
  const walkOn = walk * WALK_ON_FACTOR;
  const [walked, found, state, on, foundOn, dry] = ['walked', 'found', 'state', 'on', 'found_on', 'dry'].map((name) => sql.raw(`${name}_${at}`)) as RawBuilder<unknown>[] as [
    RawBuilder<unknown>,
    RawBuilder<unknown>,
    RawBuilder<unknown>,
    RawBuilder<unknown>,
    RawBuilder<unknown>,
    RawBuilder<unknown>,
  ];
  const [capped, walkLength, walkOnLength, promise] = [cap, walk, walkOn, 1 + WALK_ON_FACTOR].map((value) => sql.lit(value));
  const candidates = sql`ref_id, title, subtitle, note, body`;
  return {
    ctes: [
      sql`${walked} AS MATERIALIZED (SELECT ${documentColumns}, (${match}) AS hit FROM search_documents d WHERE ${ofKind} ORDER BY d.ref_id LIMIT ${walkLength})`,
      sql`${found} AS MATERIALIZED (SELECT ${candidates} FROM ${walked} WHERE hit LIMIT ${capped})`,
      sql`${state} AS MATERIALIZED (SELECT f.n AS found, CASE WHEN f.n < ${capped} THEN (SELECT count(*) FROM ${walked}) = ${walkLength} ELSE false END AS short FROM (SELECT count(*) AS n FROM ${found}) f)`,
      sql`${on} AS MATERIALIZED (SELECT ${documentColumns}, (${match}) AS hit FROM search_documents d
        WHERE ${ofKind} AND d.ref_id > (SELECT max(ref_id) FROM ${walked}) AND (SELECT short AND found * ${promise} >= ${capped} FROM ${state})
        ORDER BY d.ref_id LIMIT ${walkOnLength})`,
      sql`${foundOn} AS MATERIALIZED (SELECT ${candidates} FROM ${on} WHERE hit LIMIT (SELECT ${capped} - found FROM ${state}))`,
      sql`${dry} AS MATERIALIZED (SELECT CASE WHEN NOT s.short THEN false WHEN s.found * ${promise} < ${capped} THEN true
        ELSE (SELECT count(*) FROM ${foundOn}) < ${capped} - s.found AND (SELECT count(*) FROM ${on}) = ${walkOnLength} END AS dry,
        s.found + (SELECT count(*) FROM ${foundOn}) < ${capped} AS remember FROM ${state} s)`,
    ],
    select: sql`SELECT * FROM ${found}
      UNION ALL
      SELECT * FROM ${foundOn}
      UNION ALL
      (SELECT ${documentColumns} FROM search_documents d WHERE ${ofKind} AND ${match} AND (SELECT dry FROM ${dry}) LIMIT ${capped})
      UNION ALL
      SELECT NULL, NULL, NULL, NULL, NULL FROM ${dry} WHERE remember`,
  };
}

/**
 * Every kind's candidates, and the vocabulary's likeliest corrections of the words asked, in one
 * statement (each look-up a branch of one UNION ALL): a round trip to the server costs more than
 * most look-ups. Its text depends only on the look-ups' shape (the kinds, the number of words and
 * spellings, the scope's kind, which look-ups are remembered as rare), never on the words, so it
 * runs as a named statement: each connection parses it once, and PostgreSQL plans it once when its
 * generic plan costs no more than the plans for the values given (named-statements.ts).
 */
export async function postgresLookUps(db: DbOrTrx, request: PostgresLookUps): Promise<{ found: Map<SearchKind, Candidate[]>; vocabulary: Map<string, string[]> }> {
  const queries = request.kinds.map((kind, at) => ({ kind, ...kindQuery(request, kind, at) }));
  const ctes = queries.flatMap((query) => query.ctes);
  const branches = [
    ...queries.map(({ kind, select }) => sql`(SELECT ${sql.lit(kind)}::text AS kind, k.* FROM (${select}) k)`),
    ...request.vocabulary.map(
      (word, at) => sql`(SELECT ${sql.lit(`vocabulary ${at}`)}::text, NULL::integer, v.word, NULL::text, NULL::text, NULL::text FROM (${postgresVocabulary(fragmentsOf(word))}) v)`,
    ),
  ];
  if (branches.length === 0) return { found: new Map(), vocabulary: new Map() };
  const statement = sql<Row>`${ctes.length > 0 ? sql`WITH ${sql.join(ctes)} ` : sql``}${sql.join(branches, sql` UNION ALL `)}`.compile(db);
  nameStatement(statement.sql, 'search');
  const { rows } = await db.executeQuery(statement);
  for (const { kind, lookUp } of queries) {
    if (lookUp !== undefined && rows.some((row) => row.kind === kind && row.ref_id === null)) rememberRare(lookUp);
  }
  return {
    found: new Map(request.kinds.map((kind) => [kind, rows.filter((row) => row.kind === kind && row.ref_id !== null)])),
    vocabulary: new Map(request.vocabulary.map((word, at) => [word, rows.filter((row) => row.kind === `vocabulary ${at}`).map((row) => row.title)])),
  };
}
