import * as z from 'zod/mini';
import { printable } from './common';
import { PAGES } from './pages';
import { can, type Role } from './roles';
import { MESSAGES, SEARCH_MESSAGES } from './texts';

/**
 * GET /api/search?q=&limit= (Ctrl/Cmd+K): what the caller's role may see, grouped in this order.
 * Reviewers also find companies' submitted artwork (the latest version of each requirement).
 */
export const SEARCH_KINDS = ['organiser', 'owner_admin', 'company', 'event', 'submission'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_QUERY_MAX = 100;
/** Results per group: by default, and at most. */
export const SEARCH_LIMIT_DEFAULT = 5;
export const SEARCH_LIMIT_MAX = 20;

export const searchQuery = z.object({
  q: z.string({ error: SEARCH_MESSAGES.queryRequired }).check(
    z.trim(),
    z.minLength(1, SEARCH_MESSAGES.queryRequired),
    z.maxLength(SEARCH_QUERY_MAX, MESSAGES.tooLong(SEARCH_QUERY_MAX)),
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

/** The kinds a role may find: the lists and pages it may open (roles.ts). */
export function searchKindsOf(role: Role): SearchKind[] {
  return SEARCH_KINDS.filter((kind) => {
    switch (kind) {
      case 'organiser':
        return can(role, 'manageOrganisers');
      case 'owner_admin':
        return can(role, 'manageOwnerAdmins');
      case 'company':
        return can(role, 'manageCompanies');
      case 'event':
        return can(role, 'listEvents');
      case 'submission':
        return can(role, PAGES.review.permission);
    }
  });
}

const filled = (path: string, param: string, id: number) => path.replace(param, String(id));

/** Where a result leads: an event opens its details, else the calendar, else the home page (a company's checklist). */
export function searchHitPath(kind: SearchKind, id: number, role: Role): string {
  switch (kind) {
    case 'organiser':
      return filled(PAGES.organiserView.path, '$id', id);
    case 'owner_admin':
      return filled(PAGES.ownerAdminView.path, '$id', id);
    case 'company':
      return filled(PAGES.companyView.path, '$id', id);
    case 'event':
      if (can(role, PAGES.eventDetails.permission)) return filled(PAGES.eventDetails.path, '$id', id);
      return can(role, PAGES.events.permission) ? PAGES.events.path : PAGES.dashboard.path;
    case 'submission':
      return filled(PAGES.review.path, '$versionId', id);
  }
}
