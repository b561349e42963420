import { type Kysely, sql } from 'kysely';

/**
 * A note keeps the number it was given: `number` is stored with it, counted per company and
 * requirement (so a note carried into a later version, or resolved, keeps it, and the email, the
 * proof report and every version's review say the same "3"). `artwork_annotation_numbers` holds the
 * last number given for each pair, so a number is never given twice, even after a note is removed.
 * Notes already placed are numbered in the order they were placed, as the review numbered them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('artwork_annotation_numbers')
    .addColumn('requirement_id', 'integer', (col) => col.notNull().references('artwork_requirements.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('exhibiting_companies.id').onDelete('cascade'))
    .addColumn('last_number', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('artwork_annotation_numbers_pkey', ['requirement_id', 'company_id'])
    .execute();
  await db.schema.alterTable('artwork_annotations').addColumn('number', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await sql`
    UPDATE artwork_annotations SET number = (
      SELECT count(*) FROM artwork_annotations b
      JOIN artwork_versions bv ON bv.id = b.version_id
      JOIN artwork_versions av ON av.id = artwork_annotations.version_id
      WHERE bv.requirement_id = av.requirement_id AND bv.company_id = av.company_id AND b.id <= artwork_annotations.id
    )`.execute(db);
  await sql`
    INSERT INTO artwork_annotation_numbers (requirement_id, company_id, last_number)
    SELECT v.requirement_id, v.company_id, max(a.number) FROM artwork_annotations a
    JOIN artwork_versions v ON v.id = a.version_id
    GROUP BY v.requirement_id, v.company_id`.execute(db);
  await db.schema.createIndex('artwork_annotations_number_unique').on('artwork_annotations').columns(['version_id', 'number']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('artwork_annotations_number_unique').execute();
  await db.schema.alterTable('artwork_annotations').dropColumn('number').execute();
  await db.schema.dropTable('artwork_annotation_numbers').execute();
}
