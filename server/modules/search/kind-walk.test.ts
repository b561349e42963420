import { CompiledQuery, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { SEARCH_KINDS, type SearchKind } from '../../../src/api/contract';
import { nowIso } from '../../db/schema';
import { type Cast, castOf } from '../../test/accounts';
import { describeOnEachDatabase, type TestContext } from '../../test/harness';
import { type SearchIndexRequest, searchIndex } from './repository';

/** Counts the statements a search runs, and keeps the last. */
class StatementCount implements KyselyPlugin {
  count = 0;
  last?: PluginTransformQueryArgs;
  transformQuery(args: PluginTransformQueryArgs) {
    this.count += 1;
    this.last = args;
    return args.node;
  }
  async transformResult({ result }: PluginTransformResultArgs) {
    return result;
  }
}

/** Events of these names, in this order. */
function eventsNamed(ctx: TestContext, names: readonly string[]) {
  const now = nowIso();
  const event = { category: 'Primary' as const, all_day: 1, starts_at: '2030-01-01', ends_at: '2030-01-02', time_zone: 'UTC', build_start: null, build_end: null, open_start: null, open_end: null };
  return ctx.db
    .insertInto('events')
    .values(names.map((name) => ({ ...event, name, venue: null, location: null, created_by: null, created_at: now, updated_at: now })))
    .returning('id')
    .execute();
}

/** The titles a search of the events finds, and the statements it ran. */
const finder = (ctx: TestContext, statements: StatementCount) => async (query: string, limit: number, request: Partial<SearchIndexRequest> = {}) => {
  const before = statements.count;
  const hits = await searchIndex(ctx.db.withPlugin(statements), { query, kinds: ['event'], events: { kind: 'all' }, limit, ...request });
  return { titles: hits.map((hit) => hit.title), statements: statements.count - before };
};

/** The SQL text and values of the last statement counted. */
const lastStatement = (ctx: TestContext, statements: StatementCount) => ctx.db.getExecutor().compileQuery(statements.last!.node, statements.last!.queryId);

/** More events than a search of one result walks (8 candidates, 50 rows walked for each). */
const FILLERS = 450;

describeOnEachDatabase('search: a kind walked before its index is asked', (ctx) => {
  const statements = new StatementCount();
  let cast: Cast;

  const addEvents = (names: readonly string[]) => eventsNamed(ctx, names);
  const find = finder(ctx, statements);

  beforeAll(async () => {
    cast = await castOf(ctx);
    // The kind's first rows: a common word in every one of them, and none of the words below.
    await addEvents(Array.from({ length: FILLERS }, (_, at) => `Filler Fair ${at}`));
    await addEvents(['Gala of Umbra', ...Array.from({ length: 6 }, (_, at) => `Late Harbour ${at}`)]);
  });

  it('finds a word whose matches lie beyond the rows walked, and each one of a word with fewer than asked', async () => {
    expect((await find('umbra', 1)).titles).toEqual(['Gala of Umbra']);
    expect((await find('harbour', 5)).titles).toEqual(['Late Harbour 0', 'Late Harbour 1', 'Late Harbour 2', 'Late Harbour 3', 'Late Harbour 4']);
    expect((await find('gala', 5)).titles).toEqual(['Gala of Umbra']);
    expect((await find('harbour gala', 5)).titles).toEqual([]);
    const common = (await find('filler', 5)).titles;
    expect(common).toHaveLength(5);
    expect(common.every((title) => title.startsWith('Filler Fair '))).toBe(true);
  });

  it('keeps an organiser to their events while the kind has more rows than are walked', async () => {
    const [assigned] = await addEvents(['Harbour Lights Fair']);
    await ctx.db.insertInto('event_organiser_assignments').values({ event_id: assigned!.id, organiser_id: cast.organiser.profileId!, created_at: nowIso() }).execute();
    const scoped = { events: { kind: 'organiser', organiserId: cast.organiser.profileId! } } as const;
    expect((await find('fair', 1, scoped)).titles).toEqual(['Harbour Lights Fair']);
    expect((await find('harbour', 5, scoped)).titles).toEqual(['Harbour Lights Fair']);
  });

  it.runIf(ctx.kind === 'postgres')('asks the index at once for a word whose walk ran dry before, with the same results', async () => {
    const lastSql = () => lastStatement(ctx, statements).sql;
    const first = await find('umbra gala', 1);
    expect(lastSql()).toContain('walked_0');
    const again = await find('umbra gala', 1);
    expect(again.titles).toEqual(['Gala of Umbra']);
    expect(first.titles).toEqual(again.titles);
    expect(lastSql()).not.toContain('walked_0');
    // A common word is walked every time.
    await find('filler', 1);
    await find('filler', 1);
    expect(lastSql()).toContain('walked_0');
    // A kind read whole for fewer matches than asked has given them all: its index gives the same
    // ones next time (before: the kind was walked whole every time).
    const whole = await find('gala', 4);
    expect(lastSql()).toContain('walked_0');
    expect(await find('gala', 4)).toEqual(whole);
    expect(lastSql()).not.toContain('walked_0');
  });

  it('reads every kind in one statement on PostgreSQL, one a kind on SQLite, whichever way each kind is read', async () => {
    // Words of 4 letters: no typos are tried, so a search is exactly one pass over the kinds.
    const kinds: SearchKind[] = [...SEARCH_KINDS];
    for (const [query, limit] of [['fill', 5], ['gala', 5], ['umbr', 1], ['qzxw', 5], ['fi', 5]] as const) {
      expect((await find(query, limit, { kinds })).statements, query).toBe(ctx.kind === 'postgres' ? 1 : kinds.length);
    }
    expect(await find('fill', 5, { kinds: [] })).toEqual({ titles: [], statements: 0 });
    // A typo: the kinds still short after the first pass are read again in one statement more; on
    // PostgreSQL the vocabulary's corrections come with the first (before: a statement of their own).
    const typo = await find('harbuor', 1, { kinds });
    expect(typo.titles).toHaveLength(1);
    expect(typo.titles[0]).toContain('Harbour');
    if (ctx.kind === 'postgres') expect(typo.statements).toBe(2);
  });

  it('reads no second pass on PostgreSQL when each correction holds the word as typed', async () => {
    // "harbo" is short of 8 results, and its correction "harbour" finds nothing "harbo" did not.
    const start = await find('harbo', 8);
    expect(start.titles).toEqual(['Harbour Lights Fair', ...Array.from({ length: 6 }, (_, at) => `Late Harbour ${at}`)]);
    expect(start.statements).toBe(ctx.kind === 'postgres' ? 1 : 3);
  });
});

describeOnEachDatabase('search: a word scarce in a kind’s first rows walked on', (ctx) => {
  const statements = new StatementCount();
  const find = finder(ctx, statements);

  beforeAll(async () => {
    // Every hundredth event holds "tidal": 4 in the 400 rows a search of one result walks (a
    // fifth of its 8 candidates or more), 8 within the 1,600 rows after them. One holds "umbra".
    await eventsNamed(ctx, Array.from({ length: 800 }, (_, at) => (at % 100 === 0 ? `Tidal Fair ${at}` : `Quay Fair ${at}`)));
    await eventsNamed(ctx, ['Gala of Umbra']);
  });

  it('finds a scarce word’s first matches past the walk, and walks it again the next time', async () => {
    for (const round of ['first', 'again']) {
      expect((await find('tidal', 1)).titles, round).toEqual(['Tidal Fair 0']);
      // Before, a walk short of its candidates asked the index, and the word was remembered as rare.
      if (ctx.kind === 'postgres') expect(lastStatement(ctx, statements).sql, round).toContain('walked_0');
    }
    expect((await find('tidal fair', 8)).titles).toEqual(['Tidal Fair 0', 'Tidal Fair 100', 'Tidal Fair 200', 'Tidal Fair 300', 'Tidal Fair 400', 'Tidal Fair 500', 'Tidal Fair 600', 'Tidal Fair 700']);
  });

  it.runIf(ctx.kind === 'postgres')('prepares a shape’s statement once by name on a connection, whatever its words', async () => {
    await ctx.db.connection().execute(async (connection) => {
      const prepared = async () =>
        (await sql<{ name: string; statement: string; runs: number }>`SELECT name, statement, generic_plans + custom_plans AS runs FROM pg_prepared_statements`.execute(connection)).rows;
      const before = new Set((await prepared()).map((row) => row.name));
      const added = async () => (await prepared()).filter((row) => !before.has(row.name));
      // Words of 4 letters (no typos tried): one pass of one look-up, the kind walked whole.
      for (const query of ['quay', 'fair', 'tida', 'umbr']) await searchIndex(connection, { query, kinds: ['event'], events: { kind: 'all' }, limit: 3 });
      const [one, ...others] = await added();
      expect(others).toEqual([]);
      expect(one!.statement).toContain('search_documents');
      expect(Number(one!.runs)).toBe(4);
      // Two words are another shape.
      await searchIndex(connection, { query: 'quay fair', kinds: ['event'], events: { kind: 'all' }, limit: 3 });
      expect(await added()).toHaveLength(2);
    });
  });

  it.runIf(ctx.kind === 'postgres')('reads a rare word through its kind’s own trigram index', async () => {
    for (const round of ['walked, then remembered as rare', 'the index at once']) expect((await find('umbra', 1)).titles, round).toEqual(['Gala of Umbra']);
    const { sql: text, parameters } = lastStatement(ctx, statements);
    expect(text).not.toContain('walked_0');
    // With the table’s statistics and its indexes’ pending entries merged, and no sequential scan: the index the plan reads.
    await sql`VACUUM ANALYZE search_documents`.execute(ctx.db);
    const plan = await ctx.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN ${text}`, [...parameters]));
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('Bitmap Index Scan on search_documents_event_body_trgm_index');
  });
});
