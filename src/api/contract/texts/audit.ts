/** The audit log screen and its filters. */

export const AUDIT_MESSAGES = {
  dayInvalid: 'Give days as YYYY-MM-DD.',
  actionInvalid: 'The action is an area ("artwork") or an action ("artwork.review").',
  actorInvalid: 'actorId must be a whole number of 1 or more.',
} as const;
