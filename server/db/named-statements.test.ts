import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/harness';
import { NAMED_STATEMENTS_MAX, nameStatement } from './named-statements';

describeOnEachDatabase('named statements', (ctx) => {
  it('runs each named text by its name, prepared once on a connection, and names no more than the bound', async () => {
    await ctx.db.connection().execute(async (connection) => {
      const probes = Array.from({ length: NAMED_STATEMENTS_MAX + 1 }, (_, at) => `SELECT ${at} AS probe`);
      for (const text of probes) nameStatement(text, 'probe');
      for (const round of [1, 2]) {
        for (const text of probes) expect((await sql.raw<{ probe: number }>(text).execute(connection)).rows, `${text}, round ${round}`).toEqual([{ probe: probes.indexOf(text) }]);
      }
      const { rows } = await sql<{ name: string; statement: string; runs: string }>`SELECT name, statement, generic_plans + custom_plans AS runs FROM pg_prepared_statements WHERE statement LIKE 'SELECT % AS probe' ORDER BY statement`.execute(connection);
      // The last text came past the bound: it runs unnamed, as every statement not named does.
      expect(rows.map((row) => row.statement).sort()).toEqual(probes.slice(0, NAMED_STATEMENTS_MAX).sort());
      expect(new Set(rows.map((row) => row.name)).size).toBe(NAMED_STATEMENTS_MAX);
      expect(rows.every((row) => row.name.startsWith('probe_') && Number(row.runs) === 2)).toBe(true);
    });
  });
}, { only: 'postgres' });
