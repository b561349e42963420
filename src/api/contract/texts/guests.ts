/** What the server answers a guest reviewer, and what the event's staff read of their guests. */
export const GUEST_MESSAGES = {
  /** A grant asked for that the event does not have. */
  grantNotFound: 'This event has no such guest reviewer.',
  alreadyRevoked: 'This guest’s access was already revoked.',
  /** A guest whose access to the event was revoked, or whose event has ended. */
  accessEnded: 'Your access to this event’s reviews has ended.',
} as const;
