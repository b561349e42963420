import {
  ANNOTATION_MESSAGES, ARTWORK_MESSAGES, ARTWORK_TEXTS, DIFFERENCE_TEXTS, GUEST_TEXTS, MATRIX_TEXTS, NOTES_PANEL_TEXTS, REMINDER_TEXTS, REVIEW_COMMENT_MAX, REVIEW_MESSAGES, REVIEW_TEXTS,
  TILE_MESSAGES,
} from '../../api/contract';
import { pick, textsOf } from '../pick';

/** The staff screens' English texts of this area (staff-sources.ts): what they show, by where it is defined. */
export const TEXTS: readonly string[] = [
  // The review queue, the review page (subject, decision panel and its dialogs, version history, compare, zoom), next in queue.
  ...textsOf(REVIEW_TEXTS),
  // The decision's messages, checked in the browser before it is sent, and the server's plain refusals the panel shows as they come.
  ...pick(REVIEW_MESSAGES, ['commentRequired', 'reasonsRequired', 'notSubmitted', 'notLatest', 'alreadyDecided', 'notApproved', 'reopenReasonRequired']),
  REVIEW_MESSAGES.commentTooLong(REVIEW_COMMENT_MAX),
  ARTWORK_MESSAGES.versionNotFound,
  // The file check on the review page, run again by staff.
  ...pick(ARTWORK_TEXTS, ['recheck', 'rechecking', 'recheckStarted', 'recheckFailed']),
  // What changed since the version before: the compare panel, the canvas's regions, the notes changed here stepped through.
  ...pick(DIFFERENCE_TEXTS, [
    'toggle', 'against', 'pending', 'failed', 'none', 'firstVersion', 'regionsLabel', 'region', 'regionOnPage', 'share', 'showRegion', 'changedHere', 'unchangedHere',
    'stepsIntro', 'stepsStart', 'stepsLabel', 'stepOf', 'resolving', 'skip', 'stop', 'stepsDone', 'close',
  ]),
  // The notes panel beside the artwork as a reviewer reads it, and the plain answers about notes it shows.
  ...textsOf(NOTES_PANEL_TEXTS),
  ...pick(ANNOTATION_MESSAGES, ['saveFailed', 'annotationNotFound', 'textRequired', 'draftNotInReview', 'placeOnNewest', 'notAuthor', 'carriedStays', 'alreadyResolved', 'alreadyOpen']),
  ...pick(TILE_MESSAGES, ['notReady', 'failed']),
  // The guest reviewer's own list of reviews, and the way back to it.
  ...pick(GUEST_TEXTS, ['hint', 'loading', 'loadFailed', 'empty', 'awaitsYou', 'seenAt', 'waitingCount', 'backToList']),
  // The event's artwork matrix: filters, table, cells, summary, selection bar, downloads, the extension dialog.
  ...textsOf(MATRIX_TEXTS).filter((text) => text !== MATRIX_TEXTS.exportFileName),
  ...pick(REMINDER_TEXTS, ['remindSelected', 'remindAll', 'reminded']),
];
