import type { DbOrTrx } from '../../db/schema';

/**
 * Refuses a change to a company's artwork for a requirement while a decision holds it, with an
 * AppError('conflict') that says why. The rule is the reviews' (an approval locks the artwork until
 * it is reopened: `refuseWhileApproved` in reviews/standing.ts), and reviews sit above uploads: the
 * app hands it to uploads' routes, which apply it to every new upload and every submission.
 */
export type RefuseLockedArtwork = (db: DbOrTrx, requirementId: number, companyId: number) => Promise<void>;

/** What uploads' routes are given by the app. */
export interface ArtworkRoutesOptions {
  refuseWhileLocked: RefuseLockedArtwork;
}
