import * as z from 'zod/mini';

const count = z.number().check(z.int());

/**
 * GET /api/event-organiser/{id}/deletion and /api/exhibiting-company/{id}/deletion: what goes
 * with the account if it is deleted, for the confirmation to say before anything is deleted.
 */
export const accountDeletionImpact = z.object({
  /** An organiser's events (the events stay). */
  events: count,
  /** Of those, the ones the organiser is the only organiser of. */
  eventsLeftWithoutOrganiser: count,
  /** A company's links to the events it exhibits at (the events stay). */
  exhibitorLinks: count,
  /** A company's artwork versions, deleted with their files. */
  artworkVersions: count,
});
export type AccountDeletionImpact = z.infer<typeof accountDeletionImpact>;
