/** The completeness matrix on event details. */
/** Said after "Extend" to assistive technology: which deadline (ICU: the `company`'s and the `requirement`'s names). */
const extendWhose = 'the deadline of {company} for {requirement}';

export const MATRIX_TEXTS = {
  title: 'Artwork Completeness',
  hint: 'Every exhibitor against every requirement. Open a submission to review it, extend a deadline, or remind exhibitors of what they still owe.',
  filters: { all: 'All exhibitors', missing: 'Missing', overdue: 'Overdue', 'needs-review': 'Needs review' },
  filterLabel: 'Show',
  searchLabel: 'Search exhibitors',
  searchPlaceholder: 'Search company, booth or email',
  exhibitor: 'Exhibitor',
  notApplicable: 'Not asked',
  exportCsv: 'Export CSV',
  exportFileName: 'artwork.csv',
  downloadApproved: 'Download approved',
  downloadFailed: 'The download could not start. Please try again.',
  summaryLabel: 'Artwork of every exhibitor by status',
  loading: 'Loading the completeness matrix',
  loadFailed: 'The completeness matrix could not be loaded.',
  noExhibitors: 'No exhibitors at this event yet.',
  noRequirements: 'This event asks for no artwork yet: add a requirement above.',
  noMatches: 'No exhibitor matches.',
  pagination: 'Pages of the completeness matrix',
  /** ICU: `when`, as the screen writes it. */
  dueOn: 'Due {when}',
  boothOf: 'Booth {booth}',
  versionMark: 'v{version}',
  /** A submission at a stage of the event's approval flow. */
  /** ICU: the `stage`'s name, its `place` and the `count` of stages. */
  stageLine: '{stage} · stage {place} of {count}',
  /** ICU: the stage's last `day`, as the screen writes it. */
  stageOverdue: 'Stage overdue: due {day}',
  selectPage: 'Select every exhibitor on this page',
  selectRow: 'Select {company}',
  selectHint: 'Select exhibitors to remind them of what they still owe.',
  selectedCount: '{count, plural, other {# selected}}',
  pageSelected: '{count, plural, one {The exhibitor on this page is selected.} other {All # exhibitors on this page are selected.}}',
  selectAllMatching: '{count, plural, other {Select all # matching}}',
  allMatchingSelected: '{count, plural, one {The one matching exhibitor is selected.} other {All # matching exhibitors are selected.}}',
  clearSelection: 'Clear selection',
  remindSkipped: '{count, plural, one {# exhibitor owes nothing and was left out.} other {# exhibitors owe nothing and were left out.}}',
  remindFailed: 'The reminders could not be sent. Please try again.',
  sending: 'Sending…',
  extendShort: 'Extend',
  extendWhose,
  /** ICU: the `company`'s and the `requirement`'s names. */
  extendFor: `Extend ${extendWhose}`,
  extensionSubject: '{company} · {requirement}',
  /** ICU: `when`, as the screen writes it. */
  requirementDeadline: 'The requirement’s deadline: {when}',
  currentExtension: 'Extended so far to {when}',
  saveExtension: 'Save deadline',
  saving: 'Saving…',
  removing: 'Removing…',
  /** ICU: the `company`'s name and `when`, as the screen writes it. */
  extensionSaved: '{company} now has until {when}.',
  extensionRemoved: '{company} is back on the requirement’s deadline.',
  extensionFailed: 'The deadline could not be changed. Please try again.',
} as const;

export const MATRIX_MESSAGES = {
  filterInvalid: 'The filter is all, missing, overdue or needs-review.',
} as const;
