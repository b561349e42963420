import type { Kysely } from 'kysely';

/**
 * What changed on each page of a version since the company's previous submitted version of the
 * requirement: the version compared against (`base_version_id`), the difference mask's own
 * deep-zoom pyramid under `mask_prefix` (`masks/3f/3f9c…`, each tile at
 * `{prefix}/{level}/{column}_{row}.png`) with its size in pixels, the changed regions (JSON: boxes
 * as fractions 0..1 of the page) and the share of the page changed, in parts per million. Named
 * without foreign keys, as the tiles are: when a version goes, its rows stay until the sweep
 * removes their masks with them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('artwork_difference_pages')
    .addColumn('version_id', 'integer', (col) => col.notNull())
    .addColumn('page', 'integer', (col) => col.notNull())
    .addColumn('base_version_id', 'integer', (col) => col.notNull())
    .addColumn('mask_prefix', 'text', (col) => col.notNull().unique())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('tile_size', 'integer', (col) => col.notNull())
    .addColumn('overlap', 'integer', (col) => col.notNull())
    .addColumn('regions', 'text', (col) => col.notNull())
    .addColumn('changed_ppm', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('artwork_difference_pages_pkey', ['version_id', 'page'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('artwork_difference_pages').execute();
}
