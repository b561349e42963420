import type { DbOrTrx } from '../db/schema';

/**
 * The stored files that a deletion takes with it: a requirement's or a whole event's templates,
 * versions and thumbnails, or the versions of a company's account. Read in the deleting
 * transaction and handed to planRemoval (file-removals.ts), so the files go only once it commits.
 */

const present = (keys: readonly (string | null)[]) => keys.filter((key): key is string => key !== null);

/** The files of one requirement, or of every requirement of an event: templates, versions and thumbnails. */
export async function storedKeysOf(db: DbOrTrx, where: { requirementId: number } | { eventId: number }): Promise<string[]> {
  const requirements = await db
    .selectFrom('artwork_requirements')
    .select(['id', 'template_key'])
    .where((eb) => ('requirementId' in where ? eb('id', '=', where.requirementId) : eb('event_id', '=', where.eventId)))
    .execute();
  if (requirements.length === 0) return [];
  const versions = await db
    .selectFrom('artwork_versions')
    .select(['storage_key', 'thumbnail_key'])
    .where('requirement_id', 'in', requirements.map((row) => row.id))
    .execute();
  return present([...versions.flatMap((row) => [row.storage_key, row.thumbnail_key]), ...requirements.map((row) => row.template_key)]);
}

/** The stored files of the versions of the company whose sign-in account is `userId` (none for other accounts). */
export async function storedKeysOfAccount(db: DbOrTrx, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('artwork_versions')
    .innerJoin('exhibiting_companies', 'exhibiting_companies.id', 'artwork_versions.company_id')
    .select(['artwork_versions.storage_key', 'artwork_versions.thumbnail_key'])
    .where('exhibiting_companies.user_id', '=', userId)
    .execute();
  return present(rows.flatMap((row) => [row.storage_key, row.thumbnail_key]));
}
