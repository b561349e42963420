/** How a company's invitation email went, as staff see it on the company's page, and its Resend. */
export const INVITATION_TEXTS = {
  title: 'Invitation',
  none: 'No invitation has been sent to this company.',
  queued: 'Invitation waiting to be sent.',
  sent: 'Invitation sent {when}.',
  kept: 'Invitation kept in the outbox {when} (no mail server is set up).',
  failed: 'Invitation failed to send',
  retrying: 'Tried {attempts, plural, one {# time} other {# times}}; it will be tried again automatically.',
  gaveUp: 'Tried {attempts, plural, other {# times}}; it will not be tried again.',
  reason: 'Reason: {error}',
  passwordSet: 'The company has set its password: it needs no invitation.',
  resend: 'Resend invitation',
  resending: 'Sending…',
  resent: 'A new invitation is on its way.',
  loadFailed: 'Could not load the invitation.',
} as const;

export const INVITATION_MESSAGES = {
  companyNotFound: 'Exhibiting company not found.',
  noInvitation: 'This company was never invited: add it to an event to invite it.',
  passwordSet: 'The company has already set its password.',
  resendFailed: 'Could not resend the invitation.',
} as const;
