/** Review of submitted artwork: decisions, reasons and their messages. */

export const REVIEW_TEXTS = {
  reasons: { resolution: 'Resolution', size: 'Size', bleed: 'Bleed', colour: 'Colour', branding: 'Branding', other: 'Other' },
  decisions: { approved: 'Approved', changes_requested: 'Changes requested', reopened: 'Reopened' },
  approved: 'Artwork approved.',
  changesRequested: 'Changes requested.',
  reopened: 'Approval lifted: the company may upload again.',
} as const;

export const REVIEW_MESSAGES = {
  decisionInvalid: 'The decision is approved or changes_requested.',
  commentInvalid: 'The comment must be text.',
  commentRequired: 'Say what needs to change.',
  commentTooLong: (max: number) => `The comment can be at most ${max} characters.`,
  reasonInvalid: 'Reasons are resolution, size, bleed, colour, branding or other.',
  reasonsRequired: 'Choose at least one reason.',
  companyRequired: 'companyId must be a whole number of 1 or more.',
  eventIdInvalid: 'eventId must be a whole number of 1 or more.',
  notSubmitted: 'Only a submitted version can be reviewed.',
  notLatest: 'A newer version has been submitted since: review that one.',
  alreadyDecided: 'This version has been decided already.',
  notApproved: 'This artwork is not approved, so there is nothing to reopen.',
  lockedApproved: 'This artwork is approved. Ask the organiser to reopen it before uploading a new version.',
} as const;
