import type { CatalogSource } from './compile';
import accounts from './staff-catalogs/de/accounts.json';
import events from './staff-catalogs/de/events.json';
import artwork from './staff-catalogs/de/artwork.json';
import review from './staff-catalogs/de/review.json';
import approval from './staff-catalogs/de/approval.json';
import admin from './staff-catalogs/de/admin.json';
import shared from './staff-catalogs/de/shared.json';

/**
 * The staff screens' catalog (decision 20): complete in English and German, the languages staff
 * work in. It is a catalog apart from the one every reader fetches, so that /signin and a company's
 * screens do not grow with the staff screens; a staff reader of another language reads them in
 * English. German is written one file per area (staff-catalogs/de/), English is each message's own
 * key. The browser fetches it compiled, merged into the reader's (vite.config.ts).
 */
export const STAFF_LOCALES = ['en', 'de'] as const;
export type StaffLocale = (typeof STAFF_LOCALES)[number];
export const isStaffLocale = (value: unknown): value is StaffLocale => (STAFF_LOCALES as readonly unknown[]).includes(value);

/** German, by area: the files are read and merged in this order. */
export const STAFF_CATALOG_AREAS: Record<string, CatalogSource> = { accounts, events, artwork, review, approval, admin, shared };

/** The German staff catalog as written, one record. */
export const STAFF_CATALOG_DE: CatalogSource = Object.assign({}, ...Object.values(STAFF_CATALOG_AREAS));

/** English maps each message to itself: its keys are German's. */
export const staffCatalogSource = (locale: StaffLocale): CatalogSource =>
  locale === 'de' ? STAFF_CATALOG_DE : Object.fromEntries(Object.keys(STAFF_CATALOG_DE).map((message) => [message, message]));
