import { SOURCE_MESSAGES } from './sources';
import { TEXTS as accounts } from './staff/accounts';
import { TEXTS as events } from './staff/events';
import { TEXTS as artwork } from './staff/artwork';
import { TEXTS as review } from './staff/review';
import { TEXTS as approval } from './staff/approval';
import { TEXTS as admin } from './staff/admin';
import { TEXTS as shared } from './staff/shared';

/**
 * The English texts of the staff screens (decision 20), one list per area (staff/), each taken from
 * where the text is defined. A text every reader's catalog already holds is translated there and is
 * left out here. `catalogs.test.ts` fails until German has each of the rest
 * (api/contract/i18n/staff-catalogs/de/).
 */
export const STAFF_AREAS: Record<string, readonly string[]> = { accounts, events, artwork, review, approval, admin, shared };

const everyReaders = new Set<string>(SOURCE_MESSAGES);

/**
 * Every English text the staff catalog holds. One the emails say too is held here as well: the
 * browser never fetches the emails' catalogs.
 */
export const STAFF_SOURCE_MESSAGES: readonly string[] = [...new Set(Object.values(STAFF_AREAS).flat())].filter((message) => !everyReaders.has(message));
