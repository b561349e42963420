/** Review of submitted artwork: decisions, reasons and their messages. */
import { plural } from '../plural';

export const REVIEW_TEXTS = {
  reasons: { resolution: 'Resolution', size: 'Size', bleed: 'Bleed', colour: 'Colour', branding: 'Branding', other: 'Other' },
  decisions: { approved: 'Approved', changes_requested: 'Changes requested', reopened: 'Reopened' },
  approved: 'Artwork approved.',
  changesRequested: 'Changes requested.',
  reopened: 'Approval lifted: the company may upload again.',
  loading: 'Loading the artwork…',
  loadFailed: 'The artwork could not be loaded.',
  retry: 'Try again',
  reload: 'Load again',
  /** ICU: the `requirement`'s and the `event`'s names. */
  subjectAt: '{requirement} for {event}',
  booth: 'Booth {booth}',
  /** ICU: `when`, as the screen writes it. */
  dueOn: 'Due {when}',
  extendedDue: 'Extended to {when}',
  late: 'Submitted late',
  /** ICU: the file's `version` (`draft` before it is submitted, see versionValue) and its `name`. */
  versionTitle: '{version, select, draft {Draft: {name}} other {Version {version}: {name}}}',
  /** ICU: the `version` (see versionValue). */
  versionLabel: '{version, select, draft {Draft} other {Version {version}}}',
  uploadedBy: 'Uploaded by {who}',
  submittedOn: 'Submitted {when}',
  notSubmitted: 'Not submitted',
  decisionTitle: 'Decision',
  awaitingDecision: 'Awaiting a decision.',
  notLatest: 'A newer version has been submitted: decide on that one.',
  approve: 'Approve',
  confirmApprove: 'Confirm approval',
  approveHint: 'Approving locks this requirement for the company until a reviewer reopens it.',
  requestChanges: 'Request changes',
  sendRequest: 'Send request',
  sending: 'Sending…',
  cancel: 'Cancel',
  commentLabel: 'Comment',
  commentHint: 'What the company needs to change.',
  reasonsLabel: 'Reasons',
  reopen: 'Reopen',
  reopening: 'Reopening…',
  /** Approving a version with notes still open asks first, and lists them. */
  openNotesTitle: 'Approve with notes still open?',
  openNotesMessage:
    '{count, plural, one {This note is still open. The company is not asked to change anything more, and the proof report shows the note as open at approval.} other {These # notes are still open. The company is not asked to change anything more, and the proof report shows them as open at approval.}}',
  /** ICU: the note's `number` and its `comment`. */
  openNoteItem: '{number}. {comment}',
  approveWithOpenNotes: 'Approve with open notes',
  /** Reopening an approval asks why: the company is emailed the reason, and the audit log keeps it. */
  reopenTitle: 'Reopen the approval',
  reopenReasonLabel: 'Reason',
  reopenReasonHint: 'The company is emailed this reason, and the audit log keeps it.',
  confirmReopen: 'Reopen approval',
  close: 'Close',
  decisionFailed: 'The decision could not be saved.',
  previewTitle: 'Preview',
  previewUnavailable: 'No preview of this file.',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fitToScreen: 'Fit to screen',
  // The button names what it does; the zoom now is a labelled reading of its own, apart from the buttons.
  actualSize: 'Actual size',
  zoomLevel: 'Zoom {percent}%',
  /** Two versions one over the other, each at its own zoom when their pixel sizes differ. */
  /** ICU: `overlayVersion` is the overlay's number, or – before it is submitted. */
  zoomLevels: 'Zoom {percent}% (v{overlayVersion} at {overlayPercent}%)',
  panHint: 'Drag or use the arrow keys to move around; the wheel, + and − zoom.',
  historyTitle: 'Version history',
  noDecisions: 'No decision yet.',
  /** ICU: the `decision` in words, `who` took it (`none`: nobody known) and `when`. */
  decisionBy: '{who, select, none {{decision}, {when}} other {{decision} by {who}, {when}}}',
  /** ICU: the `version` (see versionValue). */
  openVersion: '{version, select, draft {Open draft} other {Open version {version}}}',
  thisVersion: 'This version',
  compareTitle: 'Compare versions',
  compareFirst: 'First version',
  compareSecond: 'Second version',
  compareNeedsTwo: 'There is only one version: nothing to compare yet.',
  overlay: 'Overlay',
  /** ICU: the `version` (see versionValue). */
  overlayOpacity: '{version, select, draft {Opacity of draft} other {Opacity of version {version}}}',
  queueTitle: 'Awaiting review',
  queueHint: 'Submitted artwork waiting for a decision, oldest first.',
  queueLoading: 'Loading the review queue…',
  queueFailed: 'The review queue could not be loaded.',
  queueEmpty: 'Nothing is waiting for review.',
  queueCount: '{count, plural, one {# submission awaits review} other {# submissions await review}}',
  queueMore: '{count, plural, other {and # more}}',
  nextInQueue: 'Next in queue',
  /** The way back from a version the reader may not review (not one of theirs, or gone). */
  backToQueue: 'Back to the review queue',
  nextShortcut: 'or press N',
  queueDone: 'Nothing else awaits review.',
  companyColumn: 'Company',
  requirementColumn: 'Requirement',
  fileColumn: 'File',
  submittedColumn: 'Submitted',
  boothLabel: 'Booth {booth}',
  openReview: 'Review',
  /** ICU: the `company`'s and the `requirement`'s names. */
  openReviewOf: 'Review {requirement} from {company}',
} as const;

export const REVIEW_MESSAGES = {
  decisionInvalid: 'The decision is approved or changes_requested.',
  commentInvalid: 'The comment must be text.',
  commentRequired: 'Say what needs to change.',
  commentTooLong: (max: number) => plural(max, { one: 'The comment can be at most # character.', other: 'The comment can be at most # characters.' }),
  reasonInvalid: 'Reasons are resolution, size, bleed, colour, branding or other.',
  reasonsRequired: 'Choose at least one reason.',
  companyRequired: 'companyId must be a whole number of 1 or more.',
  eventIdInvalid: 'eventId must be a whole number of 1 or more.',
  notSubmitted: 'Only a submitted version can be reviewed.',
  notLatest: 'A newer version has been submitted since: review that one.',
  alreadyDecided: 'This version has been decided already.',
  notApproved: 'This artwork is not approved, so there is nothing to reopen.',
  reopenReasonRequired: 'Say why the approval is lifted: the company is told.',
  lockedApproved: 'This artwork is approved. Ask the organiser to reopen it before uploading a new version.',
} as const;
