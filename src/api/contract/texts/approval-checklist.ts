/** The checklist a reviewer ticks before approving, and the proof of what was approved. */
import { plural } from '../plural';

/** In the requirement editor, where organisers set the checklist. */
export const REVIEW_CHECKLIST_EDITOR_TEXTS = {
  legend: 'Checklist before approval',
  hint: 'Reviewers tick these on each version. Approve stays off until every required item is ticked.',
  empty: 'No checklist: reviewers approve without ticking anything.',
  /** ICU: the item's `number`. */
  itemLabel: 'Checklist item {number}',
  /** ICU: the item's `number`. */
  requiredLabel: 'Item {number} is required',
  add: 'Add a checklist item',
  /** ICU: the item's `number`. */
  remove: 'Remove checklist item {number}',
} as const;

/** On the review page, beside the decision buttons. */
export const REVIEW_CHECKLIST_TEXTS = {
  title: 'Checklist',
  loading: 'Loading the checklist',
  loadFailed: 'The checklist could not be loaded.',
  tickFailed: 'The tick could not be saved.',
  optional: 'optional',
  hint: 'Tick every required item to approve.',
  complete: 'Every required item is ticked.',
  /** ICU: the `count` of required items not ticked yet. */
  remaining: '{count, plural, one {# required item is not ticked yet.} other {# required items are not ticked yet.}}',
  /** ICU: `who` ticked it, and `when`, as the screen writes it. */
  tickedBy: 'Ticked by {who}, {when}',
  /** The file's checksum as the page shows it: what the decision is sent with. ICU: the `sha256`. */
  fileHash: 'SHA-256 {sha256}',
} as const;

export const REVIEW_CHECKLIST_MESSAGES = {
  textRequired: 'Write what the reviewer checks.',
  textTooLong: (max: number) => plural(max, { one: 'A checklist item can be at most # character.', other: 'A checklist item can be at most # characters.' }),
  tooMany: (max: number) => plural(max, { one: 'A requirement can have at most # checklist item.', other: 'A requirement can have at most # checklist items.' }),
  requiredInvalid: 'Say whether the checklist item is required (true or false).',
  invalid: 'The checklist is a list of items, each with its text and whether it is required.',
  itemNotFound: 'This checklist item does not exist.',
  unknownItem: 'A checklist item sent is not one of this requirement’s.',
  tickedInvalid: 'Say whether the item is ticked (true or false).',
  /** Ticks are kept as they were when the version was decided on. */
  decided: 'This version has been decided on: its checklist can no longer change.',
  /** 409 on an approval before the deciding reviewer ticked every required item. */
  incomplete: (items: readonly string[]) =>
    plural(items.length, { one: 'Tick the required checklist item before approving: ', other: 'Tick the # required checklist items before approving: ' }) + items.join('; '),
  sha256Invalid: 'The file’s SHA-256 is 64 hexadecimal characters.',
  /** 409: the screen showed a file other than the one stored for this version. */
  hashMismatch: 'The file shown is not the one stored for this version. Reload the page and review the file again.',
  /** 409: the stored bytes no longer match the checksum recorded when the file was uploaded. */
  fileChanged: 'The stored file no longer matches the one uploaded, so it cannot be decided on. Ask the company to upload it again.',
} as const;

/** In the proof report, under each decision. */
export const DECISION_PROOF_TEXTS = {
  fileHash: (sha256: string) => `File SHA-256: ${sha256}`,
  noHash: 'File SHA-256: not recorded',
  ticked: (item: string, when: string) => `Checklist: ${item} (ticked ${when})`,
  notTicked: (item: string) => `Checklist: ${item} (not ticked)`,
} as const;
