import * as z from 'zod/mini';
import { printable, textTooLong } from './common';
import { MESSAGES } from './texts';

/** docs/screens.md, Constants: every list shows 8 rows a page. */
export const PAGE_SIZE = 8;
/** The most rows one list request may ask for; a larger limit is answered with this many. */
export const PAGE_LIMIT_MAX = 100;
export const SEARCH_MAX = 100;

const wholeNumber = (message: string) =>
  z.pipe(
    z.union([z.string(), z.number()], { error: message }),
    z.pipe(
      z.transform((value: string | number) => (typeof value === 'string' && value.trim() === '' ? Number.NaN : Number(value))),
      z.number({ error: message }).check(z.int(message), z.positive(message)),
    ),
  );

/** `page`, `limit` and `search` of every list: missing means the first page of 8, everything. */
export const listQuery = z.object({
  page: z._default(z.optional(wholeNumber(MESSAGES.pageInvalid)), 1),
  limit: z.pipe(
    z._default(z.optional(wholeNumber(MESSAGES.limitInvalid)), PAGE_SIZE),
    z.transform((limit: number) => Math.min(limit, PAGE_LIMIT_MAX)),
  ),
  search: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(SEARCH_MAX, textTooLong(SEARCH_MAX)), printable)),
    z.transform((search: string | undefined) => search || undefined),
  ),
});
export type ListQuery = z.output<typeof listQuery>;
export type ListQueryInput = z.input<typeof listQuery>;

/** The paging fields every list answer carries beside its rows (docs/api.md). */
export const pageFields = {
  totalItems: z.number().check(z.int()),
  totalPages: z.number().check(z.int()),
  currentPage: z.number().check(z.int()),
};

export const totalPagesFor = (totalItems: number, limit: number) => Math.max(1, Math.ceil(totalItems / limit));
