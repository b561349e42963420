import type { Permission } from './roles';

/**
 * The one route→roles table: every guarded page and the permission it needs.
 * Paths use TanStack Router's `$param` syntax.
 */
export const PAGES = {
  dashboard: { path: '/', permission: 'viewDashboard' },
  profile: { path: '/profile', permission: 'editOwnProfile' },
  ownerAdmins: { path: '/owner-admins', permission: 'manageOwnerAdmins' },
  ownerAdminAdd: { path: '/owner-admins/add', permission: 'manageOwnerAdmins' },
  ownerAdminEdit: { path: '/owner-admins/edit/$id', permission: 'manageOwnerAdmins' },
  ownerAdminView: { path: '/owner-admins/view/$id', permission: 'manageOwnerAdmins' },
  organisers: { path: '/organisers', permission: 'manageOrganisers' },
  organiserAdd: { path: '/organisers/add', permission: 'manageOrganisers' },
  organiserEdit: { path: '/organisers/edit/$id', permission: 'manageOrganisers' },
  organiserView: { path: '/organisers/view/$id', permission: 'manageOrganisers' },
  exhibitors: { path: '/exhibitors', permission: 'manageCompanies' },
  companyAdd: { path: '/exhibiting-companies/add', permission: 'manageCompanies' },
  companyEdit: { path: '/exhibiting-companies/edit/$id', permission: 'manageCompanies' },
  companyView: { path: '/exhibiting-companies/view/$id', permission: 'manageCompanies' },
  events: { path: '/events', permission: 'viewCalendar' },
  eventDetails: { path: '/event-details/$id', permission: 'viewEventDetails' },
  emailTemplates: { path: '/email-templates', permission: 'manageEmailTemplates' },
  /** A reviewer's page for one submitted version of a company's artwork (docs/screens.md, Review). */
  review: { path: '/review/$versionId', permission: 'manageRequirements' },
  /** Everything awaiting the reviewer's decision, oldest first: where the dashboard's "and N more" leads. */
  reviewQueue: { path: '/review', permission: 'manageRequirements' },
  /** Who did what, and when. */
  auditLog: { path: '/audit-log', permission: 'viewAuditLog' },
  /** A guest reviewer's home: the versions at the stages it was invited to, where its emailed links open. */
  guestReviews: { path: '/guest', permission: 'reviewAsGuest' },
  /** A guest reviewer's page for one version at its stage: its notes and its decision, nothing of the staff's. */
  guestReview: { path: '/guest/review/$versionId', permission: 'reviewAsGuest' },
} as const satisfies Record<string, { path: string; permission: Permission }>;

export type PageName = keyof typeof PAGES;

/**
 * The guest's own pages, where its emailed links open: the versions at its stages, and one
 * version's review. The staff's review pages are not a guest's (their rows of the table are staff's).
 */
export const GUEST_PATHS = {
  reviews: PAGES.guestReviews.path,
  review: (versionId: number) => PAGES.guestReview.path.replace('$versionId', String(versionId)),
} as const;

/** Public pages, outside the layout. */
export const PUBLIC_PATHS = {
  signIn: '/signin',
  signUp: '/signup',
  resetPassword: '/reset-password',
  setPassword: '/set-password',
  /** The emailed link of a sign-up: confirms the address, makes the account and signs in. */
  confirmSignUp: '/confirm-signup',
  /** An emailed sign-in link: GET shows a button, and only pressing it (a POST) signs in and opens the link's page. */
  signInLink: '/signin/link',
} as const;

/**
 * Organiser paths are spelt one way, "organisers" (docs/decisions.md, decision 1). The old
 * "organizers" addresses, in links and bookmarks, redirect to them.
 * Each entry: the old path → the one the page table lists.
 */
export const ORGANISER_ALIASES = {
  '/organizers': PAGES.organisers.path,
  '/organizers/add': PAGES.organiserAdd.path,
  '/organizers/edit/$id': PAGES.organiserEdit.path,
  '/organizers/view/$id': PAGES.organiserView.path,
} as const;
