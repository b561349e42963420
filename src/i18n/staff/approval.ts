import {
  APPROVAL_FLOW_EDITOR_TEXTS, APPROVAL_FLOW_MESSAGES, APPROVAL_FLOW_TEXTS, GUEST_MESSAGES, GUEST_TEXTS, REVIEW_CHECKLIST_MESSAGES, REVIEW_CHECKLIST_TEXTS, STAGE_DAYS_MAX,
  STAGE_NAME_MAX, STAGE_REVIEWERS_MAX, STAGES_MAX,
} from '../../api/contract';
import { pick, textsOf } from '../pick';

/** The staff screens' English texts of this area (staff-sources.ts): what they show, by where it is defined. */
export const TEXTS: readonly string[] = [
  // The event's approval flow: the section, the stored stages, the editor, its stages' fields, the requirements with a flow of their own.
  ...textsOf(APPROVAL_FLOW_EDITOR_TEXTS),
  // The flow's words as the editor and the review page show them: the rules, the statuses, the stage view, approving with changes.
  ...textsOf(APPROVAL_FLOW_TEXTS),
  // The editor's messages, checked in the browser before a save, and the server's refusals it shows as they come; with their figures, the contract's.
  ...textsOf(APPROVAL_FLOW_MESSAGES),
  APPROVAL_FLOW_MESSAGES.tooManyStages(STAGES_MAX),
  APPROVAL_FLOW_MESSAGES.stageNameTooLong(STAGE_NAME_MAX),
  APPROVAL_FLOW_MESSAGES.tooManyReviewers(STAGE_REVIEWERS_MAX),
  APPROVAL_FLOW_MESSAGES.daysInvalid(STAGE_DAYS_MAX),
  // The guest reviewers of the event's flow: the list, revoking one, a stage's guests in the editor.
  ...pick(GUEST_TEXTS, [
    'listTitle', 'listHint', 'listFailed', 'revoke', 'revokeOf', 'revokeTitle', 'revokeBody', 'revoked', 'revokeFailed', 'cancel', 'guestEmailLabel', 'guestEmailHint',
    'addGuest', 'removeGuest', 'guestTag',
  ]),
  ...textsOf(GUEST_TEXTS.states),
  ...textsOf(GUEST_TEXTS.columns),
  ...pick(GUEST_MESSAGES, ['grantNotFound', 'alreadyRevoked']),
  // The checklist beside the review page's decision buttons, and the server's refusals about it.
  ...textsOf(REVIEW_CHECKLIST_TEXTS),
  ...pick(REVIEW_CHECKLIST_MESSAGES, ['itemNotFound', 'tickedInvalid', 'decided', 'sha256Invalid', 'hashMismatch', 'fileChanged']),
];
