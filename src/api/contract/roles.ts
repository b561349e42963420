/** The stored role strings, as they travel in the token's `role` claim. */
export const ROLES = {
  admin: 'admin',
  owner: 'Owner/Admin',
  organizer: 'Event Organiser',
  exhibitor: 'Exhibiting Company',
  user: 'user',
  /** A reviewer invited by email to stages of one event's approval flow; no account of its own beyond that. */
  guest: 'guest',
} as const;

export type Role = (typeof ROLES)[keyof typeof ROLES];

export const ALL_ROLES: readonly Role[] = Object.values(ROLES);

/** The roles of full accounts: every role but the guest, whose reach is its stages alone. */
export type AccountRole = Exclude<Role, typeof ROLES.guest>;
export const ACCOUNT_ROLES: readonly AccountRole[] = ALL_ROLES.filter((role): role is AccountRole => role !== ROLES.guest);

/** How a role reads wherever the product shows one (the stored strings are for tokens and the database). */
export const ROLE_LABELS: Record<Role, string> = {
  [ROLES.admin]: 'Admin',
  [ROLES.owner]: 'Owner/Admin',
  [ROLES.organizer]: 'Event Organiser',
  [ROLES.exhibitor]: 'Exhibiting Company',
  [ROLES.user]: 'User',
  [ROLES.guest]: 'Guest reviewer',
};

/** A role's label; a string that is no role is shown as it is. */
export const roleLabel = (role: string): string => (isRole(role) ? ROLE_LABELS[role] : role);

/**
 * What each role may do. Route guards, the sidebar and the server's route declarations all read this.
 * A guest has rows of its own: it reads, notes and decides the versions at its stages (the service
 * checks which; anything else is not there for it, 404), and every other row refuses it (403).
 */
export const PERMISSIONS = {
  viewDashboard: ACCOUNT_ROLES,
  editOwnProfile: ACCOUNT_ROLES,
  manageOwnerAdmins: [ROLES.admin],
  /** Whether staff may sign in with emailed links. */
  manageSignInSettings: [ROLES.admin],
  manageOrganisers: [ROLES.admin, ROLES.owner],
  manageCompanies: [ROLES.admin, ROLES.owner],
  /** See how a company's invitation email went, and send it again. */
  resendInvitations: [ROLES.admin, ROLES.owner],
  viewCalendar: [ROLES.admin, ROLES.owner, ROLES.organizer, ROLES.user],
  viewEventDetails: [ROLES.admin, ROLES.owner, ROLES.organizer],
  manageEmailTemplates: [ROLES.admin, ROLES.owner],
  /** Events by date range. Organisers get theirs, companies those they exhibit at (the service filters). */
  listEvents: ACCOUNT_ROLES,
  /** One event. Organisers only theirs, companies only those they exhibit at, read-only. */
  readEvent: [ROLES.admin, ROLES.owner, ROLES.organizer, ROLES.exhibitor],
  /** Create, change, delete events and their exhibitors. Organisers only theirs (the service checks). */
  manageEvents: [ROLES.admin, ROLES.owner, ROLES.organizer],
  /** Add or remove an event's organisers. An organiser's own events keep their organisers as they are. */
  assignOrganisers: [ROLES.admin, ROLES.owner],
  /** An event's artwork requirements. Organisers only for their events (the service checks). */
  manageRequirements: [ROLES.admin, ROLES.owner, ROLES.organizer],
  /** An event's approval flow and its requirements' own. Organisers only for their events (the service checks). */
  manageApprovalFlows: [ROLES.admin, ROLES.owner, ROLES.organizer],
  /** Where a submitted version stands in its flow: the event's reviewers (the service checks). */
  readApprovalStanding: [ROLES.admin, ROLES.owner, ROLES.organizer, ROLES.guest],
  /**
   * Decide on a submitted version at its open stage, and tick its checklist first: the event's
   * reviewers, and a guest at its own stage (the service checks).
   */
  decideArtwork: [ROLES.admin, ROLES.owner, ROLES.organizer, ROLES.guest],
  /** A guest's own page: the versions waiting at, or decided at, the stages it was invited to. */
  reviewAsGuest: [ROLES.guest],
  /** An event's guest reviewers: list them and revoke their access. Organisers only for their events (the service checks). */
  manageGuests: [ROLES.admin, ROLES.owner, ROLES.organizer],
  /** Requirements and stored artwork. A company only its own, at events it exhibits at; a guest the versions at its stages (the service checks). */
  readArtwork: [ROLES.admin, ROLES.owner, ROLES.organizer, ROLES.exhibitor, ROLES.guest],
  /**
   * Proofing: read a submitted version's annotations and tiles, place, move and reply to
   * annotations. The event's reviewers, a guest at its stages and the version's company only (the service checks).
   */
  annotateArtwork: [ROLES.admin, ROLES.owner, ROLES.organizer, ROLES.exhibitor, ROLES.guest],
  /** Resolve and reopen annotations: the event's reviewers and the version's company, as they agree (the service checks). */
  resolveAnnotations: [ROLES.admin, ROLES.owner, ROLES.organizer, ROLES.exhibitor],
  /**
   * Run the file check again on a stored version, after the requirement's rules change: the
   * event's reviewers (the service checks). Its new report replaces the old one.
   */
  recheckArtwork: [ROLES.admin, ROLES.owner, ROLES.organizer],
  /** Upload and submit artwork: exhibiting companies. */
  uploadArtwork: [ROLES.exhibitor],
  /** Who did what, and when. */
  viewAuditLog: [ROLES.admin, ROLES.owner],
  /** Ctrl/Cmd+K search: each role finds only what the permissions above let it open (search.ts). */
  search: ACCOUNT_ROLES,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: string | undefined, permission: Permission): boolean {
  return role !== undefined && (PERMISSIONS[permission] as readonly string[]).includes(role);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ALL_ROLES as readonly string[]).includes(value);
}
