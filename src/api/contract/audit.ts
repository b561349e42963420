import * as z from 'zod/mini';
import { isIsoDate } from './event-time';
import { listQuery } from './paging';
import { AUDIT_MESSAGES, type AUDIT_ACTION_NAMES, type AUDIT_AREA_NAMES } from './texts';

/** Every action the server records ("area.action"), and the areas they fall in. */
export type AuditActionName = keyof typeof AUDIT_ACTION_NAMES;
export type AuditArea = keyof typeof AUDIT_AREA_NAMES;

/** The audit log shows more rows a page than the account lists: it is read as a long record. */
export const AUDIT_PAGE_SIZE = 20;

/** The pages an entry's subject may open (each takes the id as its one parameter). */
export const AUDIT_LINK_PAGES = ['eventDetails', 'review', 'companyView', 'organiserView', 'ownerAdminView'] as const;

const person = z.object({ id: z.number().check(z.int()), name: z.string(), email: z.string() });

/** The audit log: who did what, and when. Admin and Owner/Admin read it. */
export const auditEntry = z.object({
  id: z.number().check(z.int()),
  action: z.string(),
  /** Who did it, while their account exists; null for scheduled work or a removed account (see actorId). */
  actor: z.nullable(person),
  /** The account recorded, even once removed; null for scheduled work. */
  actorId: z.nullable(z.number().check(z.int())),
  subjectType: z.string(),
  subjectId: z.nullable(z.number().check(z.int())),
  /** What the subject is called now ("Tech Expo", "Northwind · Back wall v2"); null once it no longer exists. */
  subjectName: z.nullable(z.string()),
  /** The page that shows the subject, if there is one. */
  subjectLink: z.nullable(z.object({ page: z.enum(AUDIT_LINK_PAGES), id: z.number().check(z.int()) })),
  /** What the action alone does not say, in words: the decision ("Approved"), the email template ("Artwork decision"), the reason for reopening an approval. */
  detail: z.nullable(z.string()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** GET /api/audit-log/actors: everyone who appears in the log with an account, by name (the person filter). */
export const auditActors = z.object({ actors: z.array(person) });
export type AuditActors = z.infer<typeof auditActors>;

export const auditPage = z.object({
  entries: z.array(auditEntry),
  totalItems: z.number().check(z.int()),
  totalPages: z.number().check(z.int()),
  currentPage: z.number().check(z.int()),
});
export type AuditPage = z.infer<typeof auditPage>;

const day = z.optional(z.string().check(z.refine(isIsoDate, AUDIT_MESSAGES.dayInvalid)));

/**
 * GET /api/audit-log: newest first. `action` is a whole action or its area ("artwork" keeps every
 * artwork.* row); `from` and `to` are UTC days, both included.
 */
export const auditQuery = z.extend(listQuery, {
  action: z.optional(z.string().check(z.regex(/^[a-z-]+(\.[a-z-]+)?$/, AUDIT_MESSAGES.actionInvalid))),
  actorId: z.optional(z.coerce.number().check(z.int(AUDIT_MESSAGES.actorInvalid), z.positive(AUDIT_MESSAGES.actorInvalid))),
  from: day,
  to: day,
});
export type AuditQuery = z.output<typeof auditQuery>;
