import {
  ARTWORK_FIGURE_TEXTS, ARTWORK_MESSAGES, DATE_TEXTS, ARTWORK_STATUSES, ARTWORK_TEXTS, COLOUR_MODES, DASHBOARD_TEXTS, LAYOUT_TEXTS, LIST_TEXTS, MENU_TEXTS, MESSAGES,
  DECISION_NOTES_TEXTS, FINDINGS_LAYER_TEXTS, NOTES_PANEL_TEXTS, PAGE_TITLES, PREFLIGHT_TEXTS, PRINT_POSITION_TEXTS, PROFILE_TEXTS, PROOF_REPORT_TEXTS, ROLE_LABELS, SEARCH_MESSAGES, SEARCH_TEXTS, REMINDER_TEXTS, REVIEW_MESSAGES, REVIEW_TEXTS, SEARCH_SCOPES, SIGN_IN_MESSAGES, SIGN_IN_TEXTS, STATUSES,
} from '../api/contract';
import { AUTH_TEXTS } from '../routes/auth/auth-texts';
import { PROOF_CANVAS_TEXTS } from '../routes/shared/proofing/canvas/proof-canvas-texts';
import { PASSWORD_FIELD_TEXTS } from '../routes/shared/password-field-texts';
import { pick } from './pick';

/**
 * The English texts the catalogs translate (decision 20), taken from where each is defined: the
 * areas translated so far, each listed by the keys it shows. A screen brought into the catalogs
 * adds its keys here; `catalogs.test.ts` then fails until every language has them. The emails'
 * texts are the mail catalogs' (api/contract/i18n/mail-sources.ts).
 */

export const TRANSLATED_AREAS = {
  /** /signin, its code form and the emailed link's page. */
  signIn: [
    ...pick(AUTH_TEXTS, [
      'brandTagline', 'signInTitle', 'signInHint', 'emailLabel', 'passwordLabel', 'passwordPlaceholder', 'forgotPasswordLink',
      'signInButton', 'signInPending', 'emailMeACode', 'noAccountPrompt', 'signUpLink', 'backToSignIn',
    ]),
    ...pick(PASSWORD_FIELD_TEXTS, ['showPassword', 'hidePassword']),
    ...pick(SIGN_IN_TEXTS, [
      'codeTitle', 'codeHint', 'sendCode', 'sendingCode', 'codeLabel', 'codeSentTo', 'signInWithCode', 'checkingCode', 'sendNewCode', 'usePassword',
      'linkTitle', 'linkHint', 'linkChecking', 'linkButton', 'linkPending', 'freshLink', 'freshLinkPending', 'linkFailed', 'tryAgain',
    ]),
    ...pick(SIGN_IN_MESSAGES, ['linkInvalid', 'linkStaffOff', 'freshLinkSent', 'codeSent', 'codeWrong', 'codeFormat', 'emailRequired', 'signedInByLink']),
    ...pick(MESSAGES, [
      'bothRequired', 'loginFailed', 'invalidCredentials', 'accountInactive', 'networkError', 'somethingWrong', 'serverError',
      'emailInvalid', 'sessionExpired', 'tooManyRequests',
    ]),
    ...pick(LAYOUT_TEXTS, ['darkMode', 'lightMode']),
  ],
  /** What a company sees after sign-in, around its artwork: the shell (header, menu, user menu, search button) and its home. */
  companyHome: [
    ...pick(LAYOUT_TEXTS, ['home', 'toggleSidebar', 'userMenu', 'mainMenu', 'menuHeading', 'editProfile', 'signOut']),
    ...Object.values(MENU_TEXTS),
    ...Object.values(SEARCH_SCOPES).map((scope) => scope.placeholder),
    PAGE_TITLES.dashboard,
    ...pick(DASHBOARD_TEXTS, ['companyEventsTitle', 'companyEventsHint', 'noUpcoming', 'boothLabel', 'fetchFailed', 'loading']),
    LIST_TEXTS.retry,
    ...pick(ARTWORK_FIGURE_TEXTS, ['progressTitle', 'progressHint', 'approvedOf', 'awaitingReview', 'owedTitle', 'owedDue', 'nothingOwed']),
    ...pick(ARTWORK_TEXTS, ['daysLeft', 'dueToday', 'overdueToday', 'overdueBy']),
    // The hover of a time on the event's clock: the reader's own.
    DATE_TEXTS.yourClock,
    ...ARTWORK_STATUSES,
    ...STATUSES,
  ],
  /** The company's artwork on its home: each item's facts and deadline, the upload, the file check's frame, submitting, the decision, the notes' heading. */
  companyArtwork: [
    ...pick(ARTWORK_TEXTS, [
      'checklistTitle', 'loadingChecklist', 'noArtworkEvents', 'checklistFor', 'boothAt', 'checklistFailed', 'requiredLabel', 'optional', 'deadlineLabel',
      'templateDownload', 'thumbnailAlt', 'latestFile', 'submittedOn', 'notSubmittedYet', 'printedSize', 'minDpiValue', 'inkLimitValue', 'spotColoursValue',
      'pagesValue', 'maxSizeValue', 'dropLabel', 'dropHint', 'uploadingFile', 'progressText', 'verifying', 'paused', 'resume', 'pause', 'uploadCancelling',
      'cancelUpload', 'checkQueued', 'checkingPageOf', 'pagesCheckedOf', 'retry', 'uploadDone', 'uploadFailed', 'submitFailed', 'submitted',
      'submitAwaitsCheck', 'submit', 'acknowledgeWarnings', 'submitting', 'checkFindingsSoFar', 'preflightTitle', 'preflightPassed', 'decisionBy',
    ]),
    ...Object.values(ARTWORK_TEXTS.severityNames),
    ...COLOUR_MODES,
    ...pick(ARTWORK_MESSAGES, ['checkFailed', 'submitBlocked', 'warningsNotAcknowledged', 'alreadySubmitted', 'checkNotDone', 'fileEmpty', 'uploadNotFound']),
    ...pick(REMINDER_TEXTS, ['late', 'extendedTo']),
    REVIEW_MESSAGES.lockedApproved,
    ...pick(REVIEW_TEXTS, ['decisionTitle', 'loadFailed', 'noDecisions', 'reasonsLabel']),
    ...Object.values(REVIEW_TEXTS.decisions),
    ...Object.values(REVIEW_TEXTS.reasons),
    ...pick(NOTES_PANEL_TEXTS, [
      'versionHeading', 'downloadReport', 'empty', 'keyboardHint', 'resolvedBadge', 'resolve', 'reopen', 'resolveFailed', 'reopenFailed', 'sendReply',
      'replyFailed', 'loading', 'loadFailed', 'listLabel', 'notePrefix', 'replyBy', 'resolvedBy', 'replyLabel',
    ]),
    // A template or a file the company downloads, when it cannot.
    ARTWORK_TEXTS.downloadFailed,
    ...pick(PROOF_REPORT_TEXTS, ['pin', 'box', 'open']),
  ],
  /** The profile, where an account changes its details and its language. */
  profile: [
    PAGE_TITLES.profile,
    LAYOUT_TEXTS.loading,
    ...Object.values(PROFILE_TEXTS),
    ...Object.values(ROLE_LABELS),
    ...pick(MESSAGES, ['failedFetchProfile', 'failedUpdateProfile', 'profileUpdated', 'firstNameRequired', 'lastNameRequired', 'emailRequired', 'languageInvalid']),
  ],
  /** The Ctrl/Cmd+K palette: its box, states, groups and keys, and each scope's hint. */
  search: [
    ...pick(SEARCH_TEXTS, ['title', 'inputLabel', 'searching', 'noResults', 'failed', 'retry', 'resultCount', 'escape']),
    ...Object.values(SEARCH_TEXTS.groups),
    ...Object.values(SEARCH_TEXTS.keys),
    ...Object.values(SEARCH_SCOPES).map((scope) => scope.hint),
    SEARCH_MESSAGES.queryRequired,
  ],
  /** The artwork at zoom, as a company sees its own: the zoom, the print guides, placing a pin or a box, the pages. */
  proofCanvas: [
    ...pick(PROOF_CANVAS_TEXTS, [
      'toolsLabel', 'addPin', 'addBox', 'move', 'guidesLabel', 'pointer', 'pointerOutside', 'tilesPending', 'pages', 'pageThumb', 'placingPin', 'placingBox',
      'movingPin', 'crosshair', 'firstCorner', 'noteLabel', 'save', 'saving', 'cancel', 'retry', 'saved', 'moved',
    ]),
    ...Object.values(PROOF_CANVAS_TEXTS.guides),
    ...pick(REVIEW_TEXTS, ['zoomIn', 'zoomOut', 'fitToScreen', 'actualSize', 'zoomLevel']),
    // Where a note or a pointer is, in mm from the trim; a note carried from an earlier version.
    ...Object.values(PRINT_POSITION_TEXTS),
    DECISION_NOTES_TEXTS.fromVersion,
    PROOF_REPORT_TEXTS.someone,
    // The file check's findings drawn on the artwork, and their list beside it.
    ...pick(FINDINGS_LAYER_TEXTS, ['toggle', 'listLabel', 'showHint']),
  ],
  /**
   * The file check's findings that take no values (the server stores each finding's English words;
   * those with figures are the findings' catalogs', api/contract/i18n/finding-catalogs/).
   */
  fileCheckFindings: pick(PREFLIGHT_TEXTS, ['unreadable', 'damaged', 'transparency', 'pdfEncrypted', 'svgText', 'svgNoSize', 'thumbnailMissing']),
} as const;

/** Every English text the catalogs hold. */
export const SOURCE_MESSAGES: readonly string[] = [...new Set(Object.values(TRANSLATED_AREAS).flat().map(String))];
