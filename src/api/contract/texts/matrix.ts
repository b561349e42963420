/** The completeness matrix on event details. */
import { plural } from '../plural';

const EXTEND = 'Extend';
/** Said after "Extend" to assistive technology: which deadline. */
const extendWhose = (company: string, requirement: string) => `the deadline of ${company} for ${requirement}`;

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
  dueOn: (when: string) => `Due ${when}`,
  boothOf: (booth: string) => `Booth ${booth}`,
  versionMark: (version: number) => `v${version}`,
  /** A submission at a stage of the event's approval flow. */
  stageLine: (stage: string, place: number, count: number) => `${stage} · stage ${place} of ${count}`,
  stageOverdue: (day: string) => `Stage overdue: due ${day}`,
  selectPage: 'Select every exhibitor on this page',
  selectRow: (company: string) => `Select ${company}`,
  selectHint: 'Select exhibitors to remind them of what they still owe.',
  selectedCount: (count: number) => plural(count, { other: '# selected' }),
  pageSelected: (count: number) => plural(count, { one: 'The exhibitor on this page is selected.', other: 'All # exhibitors on this page are selected.' }),
  selectAllMatching: (count: number) => plural(count, { other: 'Select all # matching' }),
  allMatchingSelected: (count: number) => plural(count, { one: 'The one matching exhibitor is selected.', other: 'All # matching exhibitors are selected.' }),
  clearSelection: 'Clear selection',
  remindSkipped: (count: number) => plural(count, { one: '# exhibitor owes nothing and was left out.', other: '# exhibitors owe nothing and were left out.' }),
  remindFailed: 'The reminders could not be sent. Please try again.',
  sending: 'Sending…',
  extendShort: EXTEND,
  extendWhose,
  extendFor: (company: string, requirement: string) => `${EXTEND} ${extendWhose(company, requirement)}`,
  extensionSubject: (company: string, requirement: string) => `${company} · ${requirement}`,
  requirementDeadline: (when: string) => `The requirement’s deadline: ${when}`,
  currentExtension: (when: string) => `Extended so far to ${when}`,
  saveExtension: 'Save deadline',
  saving: 'Saving…',
  removing: 'Removing…',
  extensionSaved: (company: string, when: string) => `${company} now has until ${when}.`,
  extensionRemoved: (company: string) => `${company} is back on the requirement’s deadline.`,
  extensionFailed: 'The deadline could not be changed. Please try again.',
} as const;

export const MATRIX_MESSAGES = {
  filterInvalid: 'The filter is all, missing, overdue or needs-review.',
} as const;
