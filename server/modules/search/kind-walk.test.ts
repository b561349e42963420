import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { SEARCH_KINDS, type SearchKind } from '../../../src/api/contract';
import { nowIso } from '../../db/schema';
import { type Cast, castOf } from '../../test/accounts';
import { describeOnEachDatabase } from '../../test/harness';
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

/** More events than a search of one result walks (8 candidates, 50 rows walked for each). */
const FILLERS = 450;

describeOnEachDatabase('search: a kind walked before its index is asked', (ctx) => {
  const statements = new StatementCount();
  let cast: Cast;

  const addEvents = async (names: readonly string[], createdBy: number | null = null) => {
    const now = nowIso();
    const event = { category: 'Primary' as const, all_day: 1, starts_at: '2030-01-01', ends_at: '2030-01-02', time_zone: 'UTC', build_start: null, build_end: null, open_start: null, open_end: null };
    return ctx.db
      .insertInto('events')
      .values(names.map((name) => ({ ...event, name, venue: null, location: null, created_by: createdBy, created_at: now, updated_at: now })))
      .returning('id')
      .execute();
  };
  /** The titles a search finds, and the statements it ran. */
  const find = async (query: string, limit: number, request: Partial<SearchIndexRequest> = {}) => {
    const before = statements.count;
    const hits = await searchIndex(ctx.db.withPlugin(statements), { query, kinds: ['event'], events: { kind: 'all' }, limit, ...request });
    return { titles: hits.map((hit) => hit.title), statements: statements.count - before };
  };

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
    const lastSql = () => ctx.db.getExecutor().compileQuery(statements.last!.node, statements.last!.queryId).sql;
    const first = await find('umbra gala', 1);
    expect(lastSql()).toContain('walked_0');
    const again = await find('umbra gala', 1);
    expect(again.titles).toEqual(['Gala of Umbra']);
    expect(first.titles).toEqual(again.titles);
    expect(lastSql()).not.toContain('walked_0');
    // A common word, and a kind walked whole, are walked every time.
    for (const [query, limit] of [['filler', 1], ['gala', 5]] as const) {
      await find(query, limit);
      await find(query, limit);
      expect(lastSql(), query).toContain('walked_0');
    }
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
});
