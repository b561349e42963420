import * as z from 'zod/mini';
import { isIsoDate } from './event-time';
import { listQuery } from './paging';
import { AUDIT_MESSAGES } from './texts';

/** The audit log (issue 9, item 7): who did what, and when. Admin and Owner/Admin read it. */
export const auditEntry = z.object({
  id: z.number().check(z.int()),
  action: z.string(),
  actor: z.nullable(z.object({ id: z.number().check(z.int()), name: z.string(), email: z.string() })),
  subjectType: z.string(),
  subjectId: z.nullable(z.number().check(z.int())),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

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
