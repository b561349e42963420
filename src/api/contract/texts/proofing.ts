/** Proofing: annotations pinned to a version's artwork, their threads, and the tiles of its pages. */
import { plural } from '../plural';
import { DECISION_MAIL_TEXTS } from './mail';

export const ANNOTATION_MESSAGES = {
  /** The client's words when a note's save failed without the server's message (the network). */
  saveFailed: 'The note could not be saved.',
  annotationNotFound: 'This annotation was not found on this version.',
  bodyInvalid: 'The body is a TextualBody whose value is the comment.',
  textRequired: 'Write the comment.',
  textTooLong: (max: number) => `A comment can be at most ${max} characters.`,
  selectorInvalid: 'Place it with a FragmentSelector whose value is xywh=percent:x,y,w,h (on a PDF, refining a page=N selector).',
  outside: 'A pin or box lies within the artwork: x, y, width and height are percentages from 0 to 100, with x + width and y + height at most 100.',
  boxNeedsSize: 'A box has a width and a height; a pin has neither.',
  pageInvalid: 'The page is a whole number of 1 or more (page=N).',
  pageBeyond: (page: number, pages: number) => `There is no page ${page}: this version has ${plural(pages, { one: '# page', other: '# pages' })}.`,
  nothingToChange: 'Give a new target, a new body, or both.',
  draftNotInReview: 'A draft is not in review yet: submit it before annotating it.',
  placeOnNewest: 'Place new notes on your newest submitted version; on an earlier one you can read and reply.',
  notAuthor: 'Only whoever placed this annotation can move or edit it.',
  carriedStays: 'An annotation from an earlier version stays where it was placed; move it on that version.',
  alreadyResolved: 'This annotation is resolved already.',
  alreadyOpen: 'This annotation is open already.',
} as const;

export const TILE_MESSAGES = {
  notReady: 'The zoomable view of this version is still being made: try again in a moment.',
  failed: 'The zoomable view of this version could not be made; the file itself can still be downloaded.',
  tileNotFound: 'There is no such tile.',
} as const;

/** Where an annotation lies on the printed piece, in millimetres measured from the trim. */
export const PRINT_POSITION_TEXTS = {
  /** `side`: "outside" when the place is past the trim (in the bleed), its distance then counted outward. */
  fromLeft: '{side, select, outside {{mm} mm outside the left trim} other {{mm} mm from the left trim}}',
  fromTop: '{side, select, outside {{mm} mm above the top trim} other {{mm} mm from the top}}',
  size: '{width} × {height} mm',
  page: 'page {page}',
} as const;

/** The open notes a decision email lists. */
export const DECISION_NOTES_TEXTS = {
  heading: 'Notes on the artwork ({count}):',
  cropAlt: 'The artwork round note {number}',
  fromVersion: 'from v{version}',
  reply: 'Reply from {who}: {text}',
} as const;

/** The proof report: a PDF of a version with its annotations, file check and decisions. */
export const PROOF_REPORT_TEXTS = {
  title: 'Proof report',
  fileName: (requirement: string, version: string) => `${requirement} ${version} proof report.pdf`,
  subject: (company: string, requirement: string, event: string) => `${company} · ${requirement} for ${event}`,
  version: (version: string, file: string) => `${version}: ${file}`,
  printedSize: (width: number, height: number, bleed: number) => `Printed size ${width} × ${height} mm with ${bleed} mm bleed`,
  madeAt: (when: string) => `Made ${when}`,
  noPreview: 'No preview of this file could be made.',
  previewOfPage: (page: number) => `Page ${page}, with the annotations placed on it.`,
  annotationsTitle: 'Annotations',
  noAnnotations: 'No annotations were placed on this version.',
  pin: 'Pin',
  box: 'Box',
  onPage: (page: number) => `page ${page}`,
  fromVersion: (version: string) => `from ${version}`,
  by: (who: string, when: string) => `${who}, ${when}`,
  reply: (who: string, when: string) => `Reply by ${who}, ${when}:`,
  resolved: (who: string, when: string) => `Resolved by ${who}, ${when}`,
  open: 'Open',
  /** A note still open when the version was approved. */
  openAtApproval: 'Open at approval',
  someone: 'A former user',
  fileCheckTitle: 'File check',
  outcomes: { passed: 'Passed', warnings: 'Passed with warnings', errors: 'Errors found' },
  severities: { error: 'Error', warning: 'Warning', info: 'Note' },
  noFindings: 'The file check found nothing to report.',
  decisionsTitle: 'Decisions',
  noDecision: 'No decision has been made on this version yet.',
  decisionBy: (decision: string, who: string, when: string) => `${decision} by ${who}, ${when}`,
  /** A decision made at a stage of the event's approval flow. */
  atStage: (decision: string, stage: string) => `${decision} at the “${stage}” stage`,
  reasons: (reasons: string) => DECISION_MAIL_TEXTS.reasons.replace('{reasons}', reasons),
  pageOf: (page: number, pages: number) => `${page} / ${pages}`,
} as const;

/** The notes panel beside the artwork: a version's annotations, each with its thread, for the reviewers and the company. */
export const NOTES_PANEL_TEXTS = {
  title: 'Notes',
  /** ICU: the `count` of notes. */
  listLabel: 'Notes on this version ({count})',
  keyboardHint: 'Arrow keys move between the notes; Enter or Space selects one and shows it on the artwork.',
  empty: 'No notes have been placed on this version.',
  loadFailed: 'The notes could not be loaded.',
  loading: 'Loading the notes',
  /** ICU: the `version`'s number and the `count` of notes. */
  versionHeading: 'Notes on v{version} ({count})',
  /** Read before a note's comment, for whoever cannot see its numbered circle. */
  notePrefix: 'Note {number}:',
  /** A note's name: its `number` and `comment` (ICU). */
  noteName: 'Note {number}: {comment}',
  resolvedBadge: 'Resolved',
  /** ICU: `who` replied, and `when`, as the screen writes it. */
  replyBy: 'Reply by {who}, {when}',
  /** The screens' words of PROOF_REPORT_TEXTS.resolved (ICU: `who`, `when`). */
  resolvedBy: 'Resolved by {who}, {when}',
  replyLabel: 'Reply to note {number}',
  sendReply: 'Send reply',
  replyFailed: 'The reply could not be sent.',
  resolve: 'Resolve',
  reopen: 'Reopen',
  resolveFailed: 'The note could not be resolved.',
  reopenFailed: 'The note could not be reopened.',
  artworkSlot: 'The artwork with the notes placed on it',
  downloadReport: 'Download the proof report',
} as const;
