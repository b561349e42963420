import {
  ARTWORK_MESSAGES, ARTWORK_TEXTS, BLEED_MM_MAX, CHECKLIST_ITEM_MAX, CHECKLIST_ITEMS_MAX, COLOUR_MODES, DPI_MAX, EVENT_TEXTS, formatBytes, INK_LIMIT_MAX, INK_LIMIT_MIN,
  PAGES_EXPECTED_MAX, PRINT_SIZE_MM_MAX, REMINDER_MESSAGES, REMINDER_TEXTS, REVIEW_CHECKLIST_EDITOR_TEXTS, REVIEW_CHECKLIST_MESSAGES, TEMPLATE_MAX_BYTES, VIEWING_DISTANCE_M_MAX,
} from '../../api/contract';
import { pick, textsOf } from '../pick';

/** The staff screens' English texts of this area (staff-sources.ts): what they show, by where it is defined. */
export const TEXTS: readonly string[] = [
  // An event's artwork requirements: the list, its columns, the delete confirmation and the toasts.
  ...pick(ARTWORK_TEXTS, [
    'requirementsTitle', 'requirementsHint', 'noRequirements', 'addRequirement', 'requirementColumn', 'printColumn', 'deadlineLabel', 'appliesToLabel', 'appliesAll',
    'appliesToCount', 'templateLabel', 'noTemplate', 'actionsColumn', 'edit', 'editRequirement', 'delete', 'deleteRequirement', 'deleteRequirementTitle',
    'confirmDeleteRequirement', 'cancel', 'requirementDeleted', 'deleteFailed', 'requirementsFailed', 'loadingRequirements', 'downloadFailed', 'requiredLabel', 'optional',
    'anyColourMode',
  ]),
  // Add or Edit Requirement: its fields, hints, presets, print rules, exhibitors and template.
  ...pick(ARTWORK_TEXTS, [
    'addRequirementTitle', 'editRequirementTitle', 'save', 'requirementCreated', 'requirementUpdated', 'createFailed', 'updateFailed', 'nameLabel', 'descriptionLabel',
    'formatsLabel', 'widthLabel', 'heightLabel', 'bleedLabel', 'minDpiLabel', 'colourModeLabel', 'maxSizeLabel', 'presetLabel', 'presetNone', 'presetHint', 'inkLimitLabel',
    'inkLimitHint', 'spotColoursLabel', 'spotColoursHint', 'pagesExpectedLabel', 'pagesExpectedHint', 'viewingDistanceLabel', 'viewingDistanceHint', 'printRulesLabel',
    'deadlineDateLabel', 'deadlineTimeLabel', 'deadlineZoneHint', 'appliesChosen', 'chooseExhibitors', 'noExhibitorsToChoose', 'templateUpload', 'templateHint',
    'templateCurrent', 'templateUploaded',
  ]),
  ...textsOf(ARTWORK_TEXTS.presetNames),
  ...textsOf(ARTWORK_TEXTS.formatNames),
  ...COLOUR_MODES,
  // The checklist a requirement asks reviewers to tick, as the requirement's form edits it.
  ...textsOf(REVIEW_CHECKLIST_EDITOR_TEXTS),
  // The form's messages, checked in the browser before a save, and the server's refusals the form shows as they come.
  ...pick(ARTWORK_MESSAGES, [
    'nameRequired', 'formatsRequired', 'formatInvalid', 'colourModeInvalid', 'spotColoursAllowedInvalid', 'maxBytesInvalid', 'deadlineRequired', 'deadlineInvalid',
    'appliesToInvalid', 'companiesRequired', 'companiesInvalid', 'companyNotExhibitor', 'requiredInvalid', 'requirementNotFound', 'templateRequired', 'templateNotFound',
    'versionNotFound', 'checkRunning', 'acknowledgeInvalid', 'companyIdInvalid',
  ]),
  // The same with their figures, which are the contract's.
  ARTWORK_MESSAGES.sizeInvalid(PRINT_SIZE_MM_MAX),
  ARTWORK_MESSAGES.bleedInvalid(BLEED_MM_MAX),
  ARTWORK_MESSAGES.dpiInvalid(DPI_MAX),
  ARTWORK_MESSAGES.inkLimitInvalid(INK_LIMIT_MIN, INK_LIMIT_MAX),
  ARTWORK_MESSAGES.pagesExpectedInvalid(PAGES_EXPECTED_MAX),
  ARTWORK_MESSAGES.viewingDistanceInvalid(VIEWING_DISTANCE_M_MAX),
  ARTWORK_MESSAGES.templateTooLarge(formatBytes(TEMPLATE_MAX_BYTES)),
  ...pick(REVIEW_CHECKLIST_MESSAGES, ['textRequired', 'requiredInvalid', 'invalid', 'unknownItem']),
  REVIEW_CHECKLIST_MESSAGES.textTooLong(CHECKLIST_ITEM_MAX),
  REVIEW_CHECKLIST_MESSAGES.tooMany(CHECKLIST_ITEMS_MAX),
  // Deadline reminders and extensions, as the organisers' screens show them, and the server's refusals.
  ...pick(REMINDER_TEXTS, ['remind', 'nothingOwed', 'extend', 'removeExtension', 'late', 'extendedTo', 'reminderDays']),
  ...textsOf(REMINDER_MESSAGES),
  // Other areas' words the requirement's form shows.
  ...pick(EVENT_TEXTS, ['close', 'fetchFailed', 'loadingExhibitors']),
];
