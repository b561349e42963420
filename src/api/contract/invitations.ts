import * as z from 'zod/mini';

/** How an email's sending stands (the server's outbox), or `none`: no invitation was ever made. */
export const INVITATION_STATUSES = ['none', 'queued', 'sent', 'kept', 'retrying', 'failed'] as const;
export type InvitationStatusKind = (typeof INVITATION_STATUSES)[number];

/** A company's latest invitation email: how it went, when it was last tried, and whether staff may send another. */
export const invitationStatus = z.object({
  status: z.enum(INVITATION_STATUSES),
  /** The last try, or when it was made if not tried yet; null with `none`. */
  at: z.nullable(z.string()),
  attempts: z.number(),
  /** The last failed try's error. */
  error: z.nullable(z.string()),
  /** False once the company has set its own password (or was never invited). */
  canResend: z.boolean(),
});
export type InvitationStatus = z.infer<typeof invitationStatus>;
