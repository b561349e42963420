import { PAGES } from './pages';
import { can, type Role } from './roles';

/**
 * What Ctrl/Cmd+K finds, by role, and where each result leads: without zod, so that the header's
 * search button can read them without bringing the schemas into the layout's bundle.
 */
export const SEARCH_KINDS = ['organiser', 'owner_admin', 'company', 'event', 'submission'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

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
