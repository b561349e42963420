import * as z from 'zod/mini';
import { printable, textTooLong } from './common';
import { SEARCH_KINDS } from './search-kinds';
import { MESSAGES, SEARCH_MESSAGES } from './texts';

/**
 * GET /api/search?q=&limit= (Ctrl/Cmd+K): what the caller's role may see, grouped in the order of
 * SEARCH_KINDS. Reviewers also find companies' submitted artwork (the latest version of each requirement).
 */
export const SEARCH_QUERY_MAX = 100;
/** Results per group: by default, and at most. */
export const SEARCH_LIMIT_DEFAULT = 5;
export const SEARCH_LIMIT_MAX = 20;

export const searchQuery = z.object({
  q: z.string({ error: SEARCH_MESSAGES.queryRequired }).check(
    z.trim(),
    z.minLength(1, SEARCH_MESSAGES.queryRequired),
    z.maxLength(SEARCH_QUERY_MAX, textTooLong(SEARCH_QUERY_MAX)),
    printable,
  ),
  limit: z.pipe(
    z._default(z.optional(z.coerce.number({ error: MESSAGES.limitInvalid }).check(z.int(MESSAGES.limitInvalid), z.positive(MESSAGES.limitInvalid))), SEARCH_LIMIT_DEFAULT),
    z.transform((limit: number) => Math.min(limit, SEARCH_LIMIT_MAX)),
  ),
});
export type SearchQuery = z.output<typeof searchQuery>;

export const searchHit = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** The profile, event or artwork version the result opens. */
  id: z.number().check(z.int()),
  title: z.string(),
  /** What tells it apart: a company and an email, a venue, a requirement and its event. */
  details: z.array(z.string()),
  /** The page it opens, for the caller's role. */
  path: z.string(),
});
export type SearchHit = z.infer<typeof searchHit>;

export const searchResults = z.object({
  query: z.string(),
  groups: z.array(z.object({ kind: z.enum(SEARCH_KINDS), hits: z.array(searchHit) })),
});
export type SearchResults = z.infer<typeof searchResults>;
