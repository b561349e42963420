/** What the server answers a guest reviewer, and what the event's staff read of their guests. */
export const GUEST_MESSAGES = {
  /** A grant asked for that the event does not have. */
  grantNotFound: 'This event has no such guest reviewer.',
  alreadyRevoked: 'This guest’s access was already revoked.',
  /** A guest whose access to the event was revoked, or whose event has ended. */
  accessEnded: 'Your access to this event’s reviews has ended.',
} as const;

/** A guest reviewer's own pages, and the event's staff's list of their guests. */
export const GUEST_TEXTS = {
  /** The guest's one menu item, its home. */
  menu: 'Your Reviews',
  hint: 'The artwork that reached your stage of review, oldest first. Open one to see its notes and decide.',
  loading: 'Loading your reviews…',
  loadFailed: 'Your reviews could not be loaded.',
  empty: 'Nothing has reached your stage yet. Each new version that does is emailed to you.',
  awaitsYou: 'Awaits your decision',
  /** A version the guest sees that no longer waits for it: decided, or moved on. */
  seenAt: '{stage} stage',
  /** ICU: the `count` awaiting the guest's decision of the `total`. */
  waitingCount: '{count} of {total} awaiting your decision',
  backToList: 'Back to your reviews',
  /** The event's staff: the guest reviewers of the event's approval flow. */
  listTitle: 'Guest reviewers',
  listHint: 'People without an account, invited by email to a stage. Their access ends when the event ends, or when you revoke it.',
  listFailed: 'The guest reviewers could not be loaded.',
  states: { active: 'Active', revoked: 'Revoked', ended: 'Event ended' },
  columns: { guest: 'Guest', stage: 'Stage', invited: 'Invited', access: 'Access', actions: 'Actions' },
  revoke: 'Revoke',
  /** ICU: the guest's `email` and the `stage`'s name. */
  revokeOf: 'Revoke {email} at {stage}',
  revokeTitle: 'Revoke this guest’s access?',
  /** ICU: the guest's `email` and the `stage`'s name. */
  revokeBody: '{email} will no longer see or decide the artwork at the {stage} stage. Saving the flow with their email again invites them anew.',
  /** ICU: the guest's `email`. */
  revoked: '{email} can no longer review this event.',
  revokeFailed: 'The guest’s access could not be revoked.',
  cancel: 'Cancel',
  /** The flow editor: guests by email beside a stage's staff reviewers. */
  guestEmailLabel: 'Guest reviewer’s email',
  guestEmailHint: 'Someone without an account, a printer say: they get a sign-in link by email when you save.',
  addGuest: 'Add guest',
  /** ICU: the guest's `email`. */
  removeGuest: 'Remove {email}',
  guestTag: 'Guest',
} as const;
