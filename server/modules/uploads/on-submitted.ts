import type { DbOrTrx } from '../../db/schema';
import type { VersionRow } from '../../db/tables/artwork';

/**
 * What a submission sets going above uploads, in the submitting transaction: the reviews' email
 * to the reviewers of the version's first open approval stage (reviews/stage-emails.ts). Reviews
 * sit above uploads, so the app hands it to uploads' routes, as it does the artwork lock.
 */
export type OnSubmitted = (db: DbOrTrx, version: VersionRow) => Promise<void>;
