/** Artwork: what each event needs from its exhibitors, the uploads, and their checks. */

/**
 * A file by its number among the company's submissions ("Version 2"), or "Draft" before it is
 * submitted: a draft has no number, and only its company sees it.
 */
export const versionName = (version: number | null) => (version === null ? 'Draft' : `Version ${version}`);
/** A version's number as ICU messages select on it (`latestFile`): `draft` before it is submitted. */
export const versionValue = (version: number | null): number | 'draft' => version ?? 'draft';

/** The screens' words for requirements, uploads and statuses. */
export const ARTWORK_TEXTS = {
  requirementsTitle: 'Artwork Requirements',
  requirementsHint: 'What each exhibitor must deliver for this event, and by when.',
  noRequirements: 'No artwork is asked for yet.',
  addRequirement: '+ Add Requirement',
  addRequirementTitle: 'Add Requirement',
  editRequirementTitle: 'Edit Requirement',
  /** ICU: the requirement's `name`. */
  editRequirement: 'Edit {name}',
  /** ICU: the requirement's `name`. */
  deleteRequirement: 'Delete {name}',
  deleteRequirementTitle: 'Delete this requirement?',
  /** ICU: the requirement's `name` and the count of `versions` uploaded for it. */
  confirmDeleteRequirement:
    '{versions, plural, =0 {“{name}” will be deleted. No file has been uploaded for it yet.} one {“{name}” will be deleted with the # file uploaded for it.} other {“{name}” will be deleted with the # files uploaded for it.}}',
  requirementCreated: 'Requirement added.',
  requirementUpdated: 'Requirement updated.',
  requirementDeleted: 'Requirement deleted.',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  nameLabel: 'Name',
  descriptionLabel: 'Description',
  requiredLabel: 'Required',
  optional: 'Optional',
  formatsLabel: 'Accepted formats',
  widthLabel: 'Printed width (mm)',
  heightLabel: 'Printed height (mm)',
  bleedLabel: 'Bleed (mm)',
  minDpiLabel: 'Minimum resolution (dpi)',
  colourModeLabel: 'Colour mode',
  anyColourMode: 'Any',
  maxSizeLabel: 'Largest file (MB)',
  printRulesLabel: 'Print rules',
  presetLabel: 'Start from',
  presetNone: 'Choose a preset…',
  presetHint: 'A preset fills the fields below; each can still be changed.',
  presetNames: { pdfx4Offset: 'PDF/X-4 for offset', largeFormat: 'Large format, GWG Sign & Display' },
  inkLimitLabel: 'Ink limit (%)',
  inkLimitHint: 'Total of C+M+Y+K at any point; empty for 300 %.',
  spotColoursLabel: 'Spot colours allowed',
  spotColoursHint: 'Pantone and other special inks, each printed as a colour of its own.',
  pagesExpectedLabel: 'Pages expected',
  pagesExpectedHint: 'Empty for one page.',
  viewingDistanceLabel: 'Viewing distance (m)',
  viewingDistanceHint: 'Asks the resolution the eye resolves from there, each pixel at most one arc-minute of sight (88 dpi at 1 m, 30 at 3 m), when that is above the minimum.',
  deadlineLabel: 'Deadline',
  appliesToLabel: 'Applies to',
  appliesAll: 'All exhibitors',
  appliesChosen: 'Chosen exhibitors',
  /** ICU: the `count` of chosen exhibitors. */
  appliesToCount: '{count, plural, one {# chosen exhibitor} other {# chosen exhibitors}}',
  templateLabel: 'Template',
  templateDownload: 'Download template',
  templateUpload: 'Upload a template',
  templateUploaded: 'Template uploaded.',
  /** ICU: `width`, `height` and `bleed` in mm; `bleed` is `none` when the print has none. */
  printedSize: '{bleed, select, none {{width} × {height} mm} other {{width} × {height} mm + {bleed} mm bleed}}',
  formatNames: { png: 'PNG', jpg: 'JPG', webp: 'WebP', tiff: 'TIFF', svg: 'SVG', pdf: 'PDF' },
  /** ICU: the value `days`. */
  daysLeft: '{days, plural, one {# day left} other {# days left}}',
  dueToday: 'Due today',
  overdueToday: 'Overdue since today',
  /** ICU: the value `days`. */
  overdueBy: '{days, plural, one {Overdue by # day} other {Overdue by # days}}',
  checklistTitle: 'Artwork to deliver',
  checklistHint: 'Each event’s artwork, with its deadline. Drop a file on a requirement to upload it.',
  noArtworkEvents: 'No event needs artwork from you yet.',
  submit: 'Submit',
  submitted: 'Artwork submitted.',
  acknowledgeWarnings: 'I have read the warnings and want to submit this file.',
  /** ICU: the requirement's `name`. */
  dropLabel: 'Upload artwork for {name}',
  /** ICU: the accepted `formats` and the largest file's `size`. */
  dropHint: '{formats}, up to {size}',
  uploading: 'Uploading...',
  paused: 'Paused',
  verifying: 'Checking the file...',
  pause: 'Pause',
  resume: 'Resume',
  cancelUpload: 'Cancel upload',
  retry: 'Try again',
  uploadFailed: 'The upload stopped. It resumes from where it stopped when you try again.',
  preflightTitle: 'File check',
  preflightPassed: 'The file passed every check.',
  download: 'Download',
  statusLabel: 'Status',
  severityNames: { error: 'Error', warning: 'Warning', info: 'Note' },
  /** ICU: the file's `name`. */
  uploadingFile: 'Uploading {name}',
  /** ICU: the file sizes `sent` and `total`. */
  progressText: '{sent} of {total}',
  uploadCancelling: 'Cancelling...',
  uploadDone: 'Uploaded. Read its file check, then submit.',
  checkQueued: 'Waiting for the file check to start...',
  /** While the job reads the pages: "Checking page 7 of 20". */
  checkingPage: (page: number, total: number) => `Checking page ${page} of ${total}`,
  pagesChecked: (done: number, total: number) => `${done} of ${total} pages checked`,
  /** The company's drop zone: checkingPage and pagesChecked as ICU (`page`/`done` and `total`). */
  checkingPageOf: 'Checking page {page} of {total}',
  pagesCheckedOf: '{done} of {total} pages checked',
  checkFindingsSoFar: 'Found so far',
  submitAwaitsCheck: 'Submitting waits until the file check is done.',
  recheck: 'Run the file check again',
  rechecking: 'Starting the file check...',
  recheckStarted: 'The file check runs again; its new report replaces this one.',
  recheckFailed: 'Failed to run the file check again',
  /** ICU: the file's `version` (`draft` before it is submitted, see versionValue) and its `name`. */
  latestFile: '{version, select, draft {Draft: {name}} other {Version {version}: {name}}}',
  /** ICU: the file's `name`. */
  thumbnailAlt: 'Preview of {name}',
  /** ICU: `when`, as the screen writes it. */
  submittedOn: 'Submitted {when}',
  notSubmittedYet: 'Not submitted yet.',
  submitting: 'Submitting...',
  submitFailed: 'Failed to submit artwork',
  checklistFailed: 'Failed to load your artwork checklist',
  loadingChecklist: 'Loading your artwork checklist',
  /** ICU: the company's `booth`. */
  boothAt: 'Booth {booth}',
  /** ICU: the `event`'s name. */
  checklistFor: 'Artwork for {event}',
  /** What the resolution needs, with the pixels for the printed size with bleed, and the viewing distance that sets it. */
  /** ICU: `dpi`, `widthPx`, `heightPx`, and the viewing `distance` in m (`none` when none is set). */
  minDpiValue: '{distance, select, none {at least {dpi} dpi: {widthPx} × {heightPx} px} other {at least {dpi} dpi (seen from {distance} m): {widthPx} × {heightPx} px}}',
  /** ICU: the ink limit in `percent`. */
  inkLimitValue: 'ink up to {percent} %',
  spotColoursValue: 'spot colours allowed',
  /** ICU: the `pages` expected. */
  pagesValue: '{pages, plural, one {# page} other {# pages}}',
  /** ICU: the largest file's `size`. */
  maxSizeValue: 'up to {size}',
  /** ICU: a decision on the company's artwork, `who` took it (`none` when unknown) and `when`. */
  decisionBy: '{who, select, none {{decision}, {when}} other {{decision} by {who}, {when}}}',
  specLine: (parts: readonly string[]) => parts.join(' · '),
  downloadFailed: 'Failed to download the file',
  requirementsFailed: 'Failed to load the artwork requirements',
  loadingRequirements: 'Loading artwork requirements',
  createFailed: 'Failed to add requirement',
  updateFailed: 'Failed to update requirement',
  deleteFailed: 'Failed to delete requirement',
  edit: 'Edit',
  requirementColumn: 'Requirement',
  printColumn: 'Print',
  actionsColumn: 'Actions',
  noTemplate: 'None',
  deadlineDateLabel: 'Deadline date',
  deadlineTimeLabel: 'Deadline time',
  /** ICU: the event's time `zone`. */
  deadlineZoneHint: 'On the event’s clock ({zone}).',
  chooseExhibitors: 'Exhibitors it applies to',
  noExhibitorsToChoose: 'This event has no exhibitors yet.',
  /** ICU: the largest template's size, `limit`. */
  templateHint: 'Optional: a file exhibitors download to start from, at most {limit}.',
  /** ICU: the template's file `name`. */
  templateCurrent: 'Current template: {name}',
} as const;

/** What the server answers about requirements, uploads and versions. */
export const ARTWORK_MESSAGES = {
  nameRequired: 'Name is required',
  formatsRequired: 'Choose at least one accepted format.',
  formatInvalid: 'Formats are PNG, JPG, WebP, TIFF, SVG or PDF.',
  sizeInvalid: (max: number) => `Enter a size in millimetres above 0 and at most ${max}.`,
  bleedInvalid: (max: number) => `Bleed is from 0 to ${max} mm.`,
  dpiInvalid: (max: number) => `The minimum resolution is a whole number from 1 to ${max} dpi, or empty.`,
  colourModeInvalid: 'Colour mode is RGB, CMYK or empty.',
  inkLimitInvalid: (min: number, max: number) => `The ink limit is a whole number of percent from ${min} to ${max}, or empty for 300.`,
  spotColoursAllowedInvalid: 'Spot colours allowed is yes or no.',
  pagesExpectedInvalid: (max: number) => `Pages expected is a whole number from 1 to ${max}, or empty for one.`,
  viewingDistanceInvalid: (max: number) => `The viewing distance is in metres, above 0 and at most ${max}, or empty.`,
  maxBytesInvalid: 'The largest file is a whole number of bytes above 0.',
  maxBytesTooLarge: (limit: string) => `The largest file can be at most ${limit}.`,
  deadlineRequired: 'Deadline is required',
  deadlineInvalid: 'Enter the deadline as a date and time with its time zone offset (ISO 8601).',
  appliesToInvalid: 'Applies to is all or chosen.',
  companiesRequired: 'Choose at least one exhibitor.',
  companiesInvalid: 'Exhibitors are given by their company ids.',
  companyNotExhibitor: 'Every chosen company must exhibit at this event.',
  requiredInvalid: 'Required must be true or false.',
  requirementNotFound: 'This requirement does not exist.',
  templateRequired: 'Choose one file to upload as the template.',
  templateTooLarge: (limit: string) => `A template can be at most ${limit}.`,
  templateNotFound: 'This requirement has no template.',
  uploadMetadataRequired: 'An upload needs its requirement and its file name.',
  uploadLengthRequired: 'An upload must give its size before it starts.',
  uploadProtocolRequired: 'Uploads speak tus 1.0: send the header Tus-Resumable: 1.0.0.',
  uploadHeadersInvalid: (names: string) => `These upload headers are not valid: ${names}.`,
  uploadOffsetRequired: 'Send the header Upload-Offset with the bytes: the offset they start at.',
  uploadPastLength: (length: number) => `These bytes would pass the ${length} bytes the upload declared; none of them was kept. Ask the offset (HEAD) and send the rest again.`,
  uploadConcatUnsupported: 'Send the file as one upload: parallel uploads (Upload-Concat) are not taken.',
  fileEmpty: 'The file is empty.',
  uploadNotFound: 'This upload does not exist or has expired.',
  /**
   * A file of a type the requirement does not take, in one voice whether the browser read its name
   * or the server its bytes: `accepted` names this requirement's formats ("JPG or PDF"), `found`
   * what the file is ("TIFF"), or null when it is none of the formats artwork may be.
   */
  versionNotFound: 'This file does not exist.',
  submitBlocked: 'The file check found errors. Upload a corrected file.',
  checkNotDone: 'The file check is not finished yet. Submit once it is done.',
  checkFailed: 'The file check could not finish. Upload the file again, or ask the organiser to run the check again.',
  checkRunning: 'The file check of this file is running already.',
  warningsNotAcknowledged: 'Read the warnings and acknowledge them before you submit.',
  alreadySubmitted: 'This version is submitted already.',
  acknowledgeInvalid: 'acknowledgeWarnings must be true or false.',
  companyIdInvalid: 'companyId must be a whole number of 1 or more.',
} as const;
