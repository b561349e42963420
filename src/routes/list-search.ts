import * as z from 'zod/mini';

/**
 * A list's page and search in the address, so that a reload or a shared link shows the same.
 * Anything unreadable is left out rather than refused: the list then starts from page 1.
 */
export const listSearch = z.object({
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
  search: z.catch(z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String))), undefined),
});
export type ListSearch = z.output<typeof listSearch>;
