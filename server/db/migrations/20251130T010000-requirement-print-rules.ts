import { type Kysely, sql } from 'kysely';

/**
 * What a requirement asks of a print file beyond its size: the press's total ink limit (%, null
 * for the default 300), whether spot colours were ordered (0 or 1), how many pages the PDF must
 * have (null for one) and the viewing distance in metres (null when not given).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('artwork_requirements').addColumn('ink_limit', 'integer').execute();
  await db.schema
    .alterTable('artwork_requirements')
    .addColumn('spot_colours_allowed', 'integer', (col) => col.notNull().defaultTo(0).check(sql`spot_colours_allowed in (0, 1)`))
    .execute();
  await db.schema.alterTable('artwork_requirements').addColumn('pages_expected', 'integer').execute();
  await db.schema.alterTable('artwork_requirements').addColumn('viewing_distance_m', 'real').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['ink_limit', 'spot_colours_allowed', 'pages_expected', 'viewing_distance_m']) {
    await db.schema.alterTable('artwork_requirements').dropColumn(column).execute();
  }
}
