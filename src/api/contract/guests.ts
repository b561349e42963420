import * as z from 'zod/mini';
import { positiveId } from './ids';
import { queueItem } from './review';
import { MESSAGES } from './texts/app';

/**
 * Guest reviewers: people without an account of the product (a printer, a venue's safety officer)
 * invited by email to a stage of one event's approval flow. Each invitation is a grant of that
 * stage; it ends when the event ends or an event's staff revoke it.
 */

/** Why a grant no longer lets its guest in: revoked by the event's staff, or the event has ended. */
export const GUEST_GRANT_STATES = ['active', 'revoked', 'ended'] as const;
export type GuestGrantState = (typeof GUEST_GRANT_STATES)[number];

/** One guest's grant of one stage of an event. */
export const guestGrant = z.object({
  id: z.number().check(z.int()),
  eventId: z.number().check(z.int()),
  userId: z.number().check(z.int()),
  email: z.string(),
  stageName: z.string(),
  invitedAt: z.string(),
  revokedAt: z.nullable(z.string()),
  state: z.enum(GUEST_GRANT_STATES),
});
export type GuestGrant = z.infer<typeof guestGrant>;

/** GET /api/event/{id}/guests: the event's guest reviewers, by stage and email. */
export const guestGrants = z.object({ guests: z.array(guestGrant) });
export type GuestGrants = z.infer<typeof guestGrants>;

/** DELETE /api/event/{id}/guest/{grantId} */
export const guestGrantParams = z.object({ id: positiveId(MESSAGES.idInvalid), grantId: positiveId(MESSAGES.idInvalid) });

/** A version a guest reaches: waiting for it at its stage (`awaitsYou`), or decided at its stage before. */
export const guestReviewItem = z.extend(queueItem, { stageName: z.string(), awaitsYou: z.boolean() });
export type GuestReviewItem = z.infer<typeof guestReviewItem>;

/** GET /api/guest/reviews: everything the signed-in guest may see, oldest submission first. */
export const guestReviews = z.object({ items: z.array(guestReviewItem) });
export type GuestReviews = z.infer<typeof guestReviews>;

