/** Manage Users: owner/admins, organisers and companies, their lists, forms and detail pages. */

/** Field messages of the owner/admin, organiser and company forms (docs/screens.md, Manage users), checked on both sides. */
export const ACCOUNT_MESSAGES = {
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  passwordRequired: 'Password is required',
  passwordRequiredForNewAdmins: 'Password is required for new admins',
  permissionsRequired: 'Permissions are required',
  phoneRequired: 'Phone Number is required',
  jobTitleRequired: 'Job Title is required',
  companyNameRequired: 'Company Name is required',
  productCategoryRequired: 'Product Category is required',
  boothSizeRequired: 'Booth Size is required',
  contactPersonRequired: 'Contact Person is required',
  statusRequired: 'Status is required',
  roleFixed: (role: string) => `The role must be ${role}.`,
  organizerIdRequired: 'Organiser ID is required for update.',
} as const;

/** The form fields' labels and placeholders, shared by the three account forms and detail screens. */
/** The status an account shows while it has no password yet (invited, not signed up). */
export const INVITED_STATUS = 'Invited';

export const ACCOUNT_FIELDS = {
  language: 'Language',
  languageHint: 'Its invitation, emails and screens speak it. The company can change it in its profile.',
  firstname: 'First Name',
  lastname: 'Last Name',
  email: 'Email',
  password: 'Password',
  passwordPlaceholder: 'Enter a password',
  passwordKeepPlaceholder: 'Leave blank to keep the current password',
  permissions: 'Permissions',
  permissionsPlaceholder: 'e.g. manage events, review artwork',
  status: 'Status',
  phone: 'Phone Number',
  role: 'Role',
  jobTitle: 'Job Title',
  companyName: 'Company Name',
  companyAddress: 'Company Address',
  additionalContactEmail: 'Additional Contact Email',
  productCategory: 'Product Category',
  boothSize: 'Booth Size',
  contactPerson: 'Contact Person',
  fullName: 'Full Name',
  createdAt: 'Created At',
  actions: 'Actions',
} as const;

/** What every list, form and detail screen of the three account kinds says alike. */
export const LIST_TEXTS = {
  previous: 'Previous',
  next: 'Next',
  pagination: 'Pagination',
  pageLabel: 'Page {page}',
  searchLabel: 'Search this list',
  statusFilterLabel: 'Status',
  allStatuses: 'All',
  searchPlaceholder: 'Search by name, email or company...',
  exportCsv: 'Export CSV',
  exportFailed: 'The export failed. Please try again.',
  edit: 'Edit',
  view: 'View',
  delete: 'Delete',
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving...',
  back: 'Back',
  sendResetLink: 'Send Reset Link',
  sendingResetLink: 'Sending...',
  confirmDeleteTitle: 'Delete this record?',
  confirmDeleteMessage: '{name} and their sign-in account will be deleted. This cannot be undone.',
  noResults: 'Nothing matches “{search}”.',
  /** The status as the filter gives it (ACCOUNT_STATUS_FILTERS), written in lower case. */
  noneWithStatus: '{status, select, Active {No active records.} Invited {No invited records.} Inactive {No inactive records.} other {No {status} records.}}',
  loadFailed: 'This page could not be loaded.',
  retry: 'Try again',
  editRow: 'Edit {name}',
  viewRow: 'View {name}',
  deleteRow: 'Delete {name}',
  rowActions: 'Actions for {name}',
  loadingList: 'Loading the list',
  loadingRecord: 'Loading the record',
  exporting: 'Exporting...',
  exportFileName: 'export.csv',
  detailsTitle: 'Details',
} as const;

/** docs/screens.md, Manage users, for each kind: buttons, empty states and every toast. */
export const OWNER_ADMIN_TEXTS = {
  addButton: '+ Add Admin',
  empty: 'No records found',
  viewEmpty: 'No Owner/Admin data found!',
  fetchListFailed: 'Failed to fetch owner/admins',
  fetchFailed: 'Failed to fetch owner/admin',
  created: 'Owner/Admin created!',
  updated: 'Owner/Admin updated!',
  deleted: 'Owner/Admin deleted!',
  createFailed: 'Error creating owner/admin!',
  updateFailed: 'Error updating owner/admin!',
  deleteFailed: 'Error deleting owner/admin!',
} as const;

/** How many days an organiser's invitation link works. */
export const ORGANISER_INVITE_DAYS = 7;

export const ORGANISER_TEXTS = {
  addButton: '+ Add Organiser',
  empty: 'No organisers available.',
  viewEmpty: 'No organiser data found!',
  fetchListFailed: 'Error fetching organisers',
  fetchFailed: 'Failed to fetch organiser',
  created: 'Organiser created successfully!',
  updated: 'Organiser updated successfully!',
  deleted: 'Organiser deleted!',
  createFailed: 'Failed to create organiser',
  updateFailed: 'Failed to update organiser',
  deleteFailed: 'Error deleting organiser!',
  invitationHint: `The organiser is emailed an invitation to set their own password. It works for ${ORGANISER_INVITE_DAYS} days; after that, “Forgot password?” on the sign-in page sends a new link.`,
} as const;

export const COMPANY_TEXTS = {
  addButton: '+ Add Exhibiting Company',
  empty: 'No companies available.',
  viewEmpty: 'No company data found!',
  fetchListFailed: 'Failed to fetch exhibiting companies',
  fetchFailed: 'Failed to fetch exhibiting company',
  created: 'Exhibiting company created successfully!',
  updated: 'Exhibiting company updated successfully!',
  deleted: 'Exhibiting company deleted successfully!',
  createFailed: 'Failed to create exhibiting company',
  updateFailed: 'Failed to update exhibiting company',
  deleteFailed: 'Failed to delete exhibiting company',
} as const;

/** What goes with an organiser or a company, said before it is deleted. */
export const DELETE_IMPACT_TEXTS = {
  checking: 'Checking what goes with it…',
  /** `events` the organiser organises, `alone` of them with no other organiser. */
  organiser:
    '{events, plural, =0 {They organise no events.} one {They organise # event, which stay{alone, plural, =0 {} other {; # of them will have no organiser left, seen only by Admins and Owner/Admins}}.} other {They organise # events, which stay{alone, plural, =0 {} other {; # of them will have no organiser left, seen only by Admins and Owner/Admins}}.}}',
  company:
    'With it go its {links, plural, one {# exhibitor link} other {# exhibitor links}} (the events stay) and {versions, plural, one {# artwork version} other {# artwork versions}} with their files.',
  unknown: 'What goes with it could not be checked.',
} as const;

/** The home of a self-registered account (role user): what it can do, and how to be added to an event. */
export const NEW_ACCOUNT_TEXTS = {
  title: 'Welcome to Event Artwork Upload Management',
  canDo: 'Your account is ready. With it you can see the events calendar and the events coming up below. It does not take part in an event yet.',
  exhibitTitle: 'Exhibiting at an event?',
  exhibit: 'Ask the event’s organiser to add your company as an exhibitor. Your company is then emailed a link to set its password, see what artwork the event needs and upload it.',
  organiseTitle: 'Organising events?',
  organise: 'Ask an administrator to add you as an event organiser. You will be emailed a link to set your password, and told of each event you are assigned to.',
  calendarLink: 'Open the events calendar',
} as const;
