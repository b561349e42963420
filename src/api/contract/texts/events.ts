/** Events: the calendar, event details, exhibitors, their CSV import, and the dashboards. */
import { plural } from '../plural';

/** The calendar, its modal and the event-details page (docs/screens.md, Events calendar and Event details). */
export const EVENT_TEXTS = {
  addButton: 'Add Event +',
  modalAddTitle: 'Add Event',
  modalEditTitle: 'Edit Event',
  modalSubtitle: 'Plan your next big moment: schedule or edit an event to stay on track',
  titleLabel: 'Event Title',
  colorLabel: 'Event Color',
  startLabel: 'Enter Start Date',
  endLabel: 'Enter End Date',
  close: 'Close',
  addSubmit: 'Add Event',
  updateSubmit: 'Update Changes',
  detailsTitle: 'Event Details',
  nameLabel: 'Event Name',
  buildDatesLabel: 'Build Dates',
  openDatesLabel: 'Open Dates',
  venueLabel: 'Venue',
  locationLabel: 'Location',
  exhibitorsSection: 'Add Exhibitors for this Event',
  uploadCsvButton: '+ Upload Exhibitors CSV',
  addExhibitorButton: '+ Add Exhibitor',
  addExhibitorSubtitle: 'Add a new exhibitor to this event',
  companyNameLabel: 'Company Name',
  productCategoryLabel: 'Product Category',
  boothSizeLabel: 'Booth Size',
  contactPersonLabel: 'Contact Person',
  emailLabel: 'Email',
  boothLabel: 'Booth',
  addExhibitorSubmit: 'Add Exhibitor',
  exhibitorsActiveTitle: 'Exhibitors Already Active',
  active: 'Active',
  allDayLabel: 'All day',
  /** The calendar's own words, FullCalendar's: beside an all-day event (its week and day grids, the month as a list), the timed events' part of a day, a day's events in its popover. */
  allDayShort: 'All-day',
  timedEvents: 'Timed',
  dayEvents: 'Events',
  timeZoneLabel: 'Time zone',
  organisersLabel: 'Event Organisers',
  notSet: 'Not set',
  /** The colours as people name them; the API's values (Danger, Success…) are the theme's roles. */
  categories: { Danger: 'Red', Success: 'Green', Primary: 'Blue', Warning: 'Orange' },
  created: 'Event created!',
  updated: 'Event updated!',
  /** A drag or a resize saved: the toast offers Undo. */
  /** ICU: `name`. */
  moved: '{name} moved.',
  undo: 'Undo',
  /** The month as a list (a narrow screen) with nothing in it. */
  noEventsInMonth: 'No events this month.',
  /** ICU: `name`. */
  moveUndone: '{name} is back where it was.',
  deleted: 'Event deleted!',
  createFailed: 'Failed to create event',
  updateFailed: 'Failed to update event',
  deleteFailed: 'Failed to delete event',
  fetchFailed: 'Failed to fetch events',
  confirmDeleteTitle: 'Delete this event?',
  /** ICU: `name` and `exhibitorLinks`, the companies linked to the event. */
  confirmDeleteMessage:
    '{exhibitorLinks, plural, =0 {{name} will be deleted with its artwork requirements and every file uploaded for them. This cannot be undone.} one {{name} will be deleted with its # exhibitor link (the companies stay), its artwork requirements and every file uploaded for them. This cannot be undone.} other {{name} will be deleted with its # exhibitor links (the companies stay), its artwork requirements and every file uploaded for them. This cannot be undone.}}',
  /** ICU: `count`, the exhibitor links removed (the server's answer, the screen's toast). */
  deletedWithLinks: 'Event deleted with {count, plural, one {# exhibitor link} other {# exhibitor links}}.',
  exhibitorCreated: 'Exhibitor created and added to this event. They will get an email to set their password.',
  exhibitorLinked: 'Existing company added to this event.',
  exhibitorRemoved: 'Exhibitor removed from this event.',
  exhibitorUpdated: 'Exhibitor updated.',
  exhibitorAddFailed: 'Failed to add exhibitor',
  exhibitorRemoveFailed: 'Failed to remove exhibitor',
  /** ICU: `company`. */
  confirmRemoveExhibitor: 'Remove {company} from this event? The company itself stays.',
  noExhibitors: 'No exhibitors yet.',
  removeExhibitor: 'Remove',
  removeExhibitorTitle: 'Remove this exhibitor?',
  previous: 'Previous',
  next: 'Next',
  viewSwitch: 'Calendar view',
  views: { month: 'month', week: 'week', day: 'day' },
  /** A month day's overflow link and its hint: FullCalendar's own wording. */
  /** ICU: `count`. */
  moreInDay: '+{count} more',
  /** The same link in a very narrow column. ICU: `count`. */
  moreInDayShort: '+{count}',
  /** ICU: `count`. */
  moreInDayHint: '{count, plural, one {Show # more event} other {Show # more events}}',
  startTimeLabel: 'Start Time',
  endTimeLabel: 'End Time',
  delete: 'Delete',
  cancel: 'Cancel',
  loadingEvents: 'Loading events',
  loadingEvent: 'Loading event',
  backToCalendar: 'Back to Calendar',
  unavailableTitle: 'This event cannot be shown',
  dateRange: (first: string, last: string) => (first === last ? first : `${first} – ${last}`),
  whenLabel: 'When',
  exhibitorsSectionHint: 'Add one exhibitor, or many at once from a CSV file. Companies are matched by email.',
  exhibitorEmailHint: 'A company already signed up with this email joins the event as it is: its email is enough.',
  newCompanyHint: 'No company has this email yet: these details create it, and it gets an email inviting it to set its password.',
  loadingExhibitors: 'Loading exhibitors',
  /** ICU: `company`. */
  removeExhibitorLabel: 'Remove {company}',
  reminderDaysHint: 'Separate the days with commas, e.g. 7, 3, 1. Leave empty to send no reminders.',
  noReminders: 'None',
  descriptionLabel: 'Description',
  locationHint: 'The address, e.g. Messeplatz 1, 20357 Hamburg',
  timeZoneHint: 'Where the event takes place, e.g. Europe/Berlin. Its times are on this zone’s clock.',
  buildStartLabel: 'Build-up from',
  buildEndLabel: 'Build-up until',
  openStartLabel: 'Open from',
  openEndLabel: 'Open until',
  whereSection: 'Where',
  whenSection: 'When',
  daysSection: 'Build-up and open days',
  aboutSection: 'About',
  edit: 'Edit',
  /** ICU: `name`. */
  editEventLabel: 'Edit {name}',
  openEvent: 'Open event',
  summaryTitle: 'Event',
  organiserSearch: 'Find an organiser',
  organiserSearchPlaceholder: 'Search organisers by name or email',
  /** ICU: `name`. */
  addOrganiser: 'Add {name}',
  /** ICU: `name`. */
  removeOrganiser: 'Remove {name}',
  noOrganisers: 'No organisers yet.',
  noOrganiserFound: 'No organiser matches.',
  loadingOrganisers: 'Loading organisers',
} as const;

/** Field and request messages of events, checked on both sides. */
export const EVENT_MESSAGES = {
  titleRequired: 'Event Title is required',
  categoryInvalid: 'Choose an event colour: Red (Danger), Green (Success), Blue (Primary) or Orange (Warning).',
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  instantInvalid: 'Enter a date and time with its time zone offset (ISO 8601).',
  endBeforeStart: 'The end must be after the start.',
  rangeEndBeforeStart: 'The last day cannot be before the first.',
  rangeIncomplete: 'Enter both the first and the last day, or neither.',
  tooLong: (days: number) => plural(days, { one: 'An event can last at most # day.', other: 'An event can last at most # days.' }),
  timeZoneInvalid: 'Unknown time zone. Use an IANA name such as Europe/Paris.',
  allDayInvalid: 'All day must be true or false.',
  organisersInvalid: 'Organisers must be a list of organiser ids.',
  organiserUnknown: 'One of the organisers does not exist.',
  organisersNotYours: 'Only an Admin or Owner/Admin can add or remove an event’s organisers.',
  rangeStartRequired: 'The range start is required.',
  rangeEndRequired: 'The range end is required.',
  rangeTooWide: (days: number) => plural(days, { one: 'Ask for at most # day at a time.', other: 'Ask for at most # days at a time.' }),
  notYours: 'This event is not one of yours.',
  eventNotFound: 'Event not found.',
  exhibitorNotFound: 'This company does not exhibit at this event.',
  alreadyExhibiting: 'This company already exhibits at this event.',
  emailNotCompany: 'This email belongs to an account that is not an exhibiting company.',
  newCompanyDetails: 'No company has this email yet. Enter its details to create it and invite it.',
  exhibitorStatusInvalid: 'Status must be Active or Inactive.',
  companyIdInvalid: 'The company id must be a whole number of 1 or more.',
} as const;

/** docs/screens.md, Dashboard: the cards and lists of each role. */
export const DASHBOARD_TEXTS = {
  organisersCard: 'Event Organisers',
  ownerAdminsCard: 'Owner/Admins',
  eventsCard: 'Events',
  exhibitorsCard: 'Exhibitors',
  upcomingTitle: 'Events Coming Up',
  eventsListTitle: 'Events List',
  organiserEventsHint: 'Only events connected to your account',
  organiserExhibitorsHint: 'Manage exhibitors for your events',
  companyEventsTitle: 'Your Events',
  companyEventsHint: 'Events you exhibit at',
  noUpcoming: 'No upcoming events.',
  /** `percent` without its sign; `direction` up or down. */
  trendLabel: '{percent}% {direction, select, down {down} other {up}} over the last 30 days',
  fetchFailed: 'Failed to load the dashboard',
  loading: 'Loading the dashboard',
  trendUp: 'Up',
  trendDown: 'Down',
  /** The trend of a total that was 0 thirty days ago. */
  trendNew: 'new',
  /** The trend of a total the same as thirty days ago (nothing then and nothing now included). */
  trendFlat: 'no change',
  boothLabel: 'Booth',
  statusLabel: 'Status',
  reorderHandle: 'Reorder {name}',
  reorderHint: 'Drag a row, or focus its handle and press the up or down arrow key, to change the order. This browser keeps the order.',
  moved: '{name} moved to position {position} of {total}.',
} as const;

/** The artwork figures of the staff's and organisers' home, and a company's progress there. */
export const ARTWORK_FIGURE_TEXTS = {
  title: 'Artwork',
  staffHint: 'Each exhibitor’s artwork for each requirement, at every event not yet over.',
  organiserHint: 'Each exhibitor’s artwork for each requirement, at your events not yet over.',
  figures: { submitted: 'Submitted', awaitingReview: 'Awaiting review', changesRequested: 'Changes requested', approved: 'Approved', overdue: 'Overdue' },
  /** ICU: `asked`, the count asked for. */
  ofAsked: '{asked, plural, other {of # asked}}',
  awaitingHint: 'A decision to make',
  changesHint: 'Sent back to the company',
  overdueHint: 'Past the deadline, nothing in',
  byEventTitle: 'Artwork by event',
  event: 'Event',
  asked: 'Asked',
  /** ICU: `count`, the events not listed. */
  moreEvents: '{count, plural, one {And # more event: its page has its completeness matrix.} other {And # more events: each event’s page has its completeness matrix.}}',
  /** ICU: `count` exhibitors, `what` they are (a figure's key: awaitingReview or overdue), at the `event`. */
  openFiltered: '{count} {what, select, awaitingReview {awaiting review} other {overdue}} at {event}',
  noArtwork: 'None of these events asks for artwork yet.',
  progressTitle: 'Your artwork progress',
  progressHint: 'How much of what each event asks of you is approved, and what you still have to send.',
  /** ICU: the values `approved` and `asked`. */
  approvedOf: '{approved} of {asked} approved',
  /** ICU: the value `count`. */
  awaitingReview: '{count, plural, one {# waiting for review} other {# waiting for review}}',
  owedTitle: 'Still to send',
  /** ICU: `when`, the deadline as the screen writes it. */
  owedDue: 'due {when}',
  nothingOwed: 'Nothing more to send: everything required is in.',
} as const;

/** The exhibitors CSV import: preview, report and their messages. */
export const IMPORT_TEXTS = {
  title: 'Import exhibitors',
  chooseFile: 'Choose a CSV file',
  sampleLink: 'Download a sample CSV',
  previewTitle: 'Preview',
  confirm: 'Import',
  importing: 'Importing...',
  cancel: 'Cancel',
  reportTitle: 'Import report',
  downloadRefused: 'Download refused rows as CSV',
  rowNumber: 'Row',
  action: 'Action',
  reasons: 'Reasons',
  actions: { create: 'Create', update: 'Update', link: 'Link', unchanged: 'Unchanged', refuse: 'Refuse' },
  /** After the import: what happened to each row. */
  outcome: 'Outcome',
  outcomes: { create: 'Created', update: 'Updated', link: 'Linked', unchanged: 'Unchanged', refuse: 'Refused' },
  /** A cell the file left blank, in the preview of its row. */
  blankCell: '(blank)',
  /** ICU: the counts `create`, `update`, `link`, `unchanged` and `refuse`. */
  summary: '{create} to create, {update} to update, {link} to link, {unchanged} unchanged, {refuse} refused',
  /** After the import: what happened, in the past tense. ICU: the counts, as `summary`. */
  reportSummary: '{create} created, {update} updated, {link} linked, {unchanged} unchanged, {refuse} refused',
  /** ICU: `count`, the rows applied. */
  done: '{count, plural, one {# row imported.} other {# rows imported.}}',
  failed: 'The import failed. Nothing was changed.',
  reasonRequired: (column: string) => `${column} is required for a new company.`,
  reasonInvalid: (column: string, message: string) => `${column}: ${message}`,
  reasonDuplicate: (firstRow: number) => `The same email as row ${firstRow}.`,
  reasonNotCompany: 'This email belongs to an account that is not an exhibiting company.',
  reasonFieldCount: 'This row does not have as many cells as the header.',
  reasonChanged: (column: string) => `${column} changes.`,
  reasonCompanyKept: 'The company’s stored details are kept: only admins and owner/admins change an existing company.',
  fileEmpty: 'The file has no rows.',
  /** ICU: `detail`, what the parser said (the server's and the browser's words). */
  fileNotCsv: 'The file is not valid CSV: {detail}',
  missingColumns: (columns: string) => `The file needs these columns: ${columns}.`,
  duplicateColumns: (columns: string) => `These columns appear twice: ${columns}.`,
  tooManyRows: (max: number) => plural(max, { one: 'A file may hold at most # row.', other: 'A file may hold at most # rows.' }),
  csvRequired: 'The CSV text is required.',
  commitInvalid: 'commit must be true or false.',
  dropHint: 'CSV with a header row. Rows are matched to companies by email.',
  checking: 'Checking the file...',
  previewHint: 'Nothing has changed yet. Check each row, then import.',
  chooseAnother: 'Choose another file',
  wrongFileType: 'Choose a .csv file.',
  rowsCaption: 'Rows of the file',
} as const;
