import type { Kysely } from 'kysely';

/**
 * Deep-zoom tiles: one row per page of a version whose pyramid is stored, under `tiles_prefix`
 * (`tiles/3f/3f9c…`, each tile at `{prefix}/{level}/{column}_{row}.jpeg`), with the page's size in
 * pixels and the tiles' size and overlap, from which every tile's key follows. The version is named
 * without a foreign key: when it goes, its rows stay until the sweep removes their tiles with them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('artwork_tile_pages')
    .addColumn('version_id', 'integer', (col) => col.notNull())
    .addColumn('page', 'integer', (col) => col.notNull())
    .addColumn('tiles_prefix', 'text', (col) => col.notNull().unique())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('tile_size', 'integer', (col) => col.notNull())
    .addColumn('overlap', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('artwork_tile_pages_pkey', ['version_id', 'page'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('artwork_tile_pages').execute();
}
