/** The audit log screen and its filters. */
import { plural } from '../plural';

export const AUDIT_MESSAGES = {
  dayInvalid: 'Give days as YYYY-MM-DD.',
  actionInvalid: 'The action is an area ("artwork") or an action ("artwork.review").',
  actorInvalid: 'actorId must be a whole number of 1 or more.',
} as const;

/** The areas of the audit log, as the action filter groups them. */
export const AUDIT_AREA_NAMES = {
  user: 'Own account',
  'owner-admin': 'Owner/Admins',
  organiser: 'Event Organisers',
  company: 'Exhibiting Companies',
  event: 'Events',
  requirement: 'Artwork requirements',
  artwork: 'Artwork',
  'email-template': 'Email templates',
  settings: 'Settings',
} as const;

/** Every action the server records, in words (the server's type check holds it to this list). */
export const AUDIT_ACTION_NAMES = {
  'user.register': 'Signed up',
  'user.sign-in': 'Signed in',
  'user.password-reset': 'Set a new password',
  'user.profile-update': 'Updated their profile',
  'settings.staff-links': 'Changed whether staff may sign in with emailed links',
  'owner-admin.create': 'Added an owner/admin',
  'owner-admin.update': 'Edited an owner/admin',
  'owner-admin.delete': 'Deleted an owner/admin',
  'organiser.create': 'Added an organiser',
  'organiser.update': 'Edited an organiser',
  'organiser.delete': 'Deleted an organiser',
  'company.create': 'Added an exhibiting company',
  'company.update': 'Edited an exhibiting company',
  'company.delete': 'Deleted an exhibiting company',
  'company.invitation-resend': 'Resent a company’s invitation',
  'event.create': 'Created an event',
  'event.update': 'Edited an event',
  'event.delete': 'Deleted an event',
  'event.exhibitor-add': 'Added an exhibitor to an event',
  'event.exhibitor-update': 'Edited an exhibitor of an event',
  'event.exhibitor-remove': 'Removed an exhibitor from an event',
  'event.exhibitors-import': 'Imported exhibitors from a CSV file',
  'event.approval-flow-set': 'Set an event’s approval flow',
  'event.approval-flow-remove': 'Removed an event’s approval flow',
  'requirement.create': 'Added an artwork requirement',
  'requirement.update': 'Edited an artwork requirement',
  'requirement.delete': 'Deleted an artwork requirement',
  'requirement.template': 'Changed a requirement’s template',
  'requirement.approval-flow-set': 'Set a requirement’s own approval flow',
  'requirement.approval-flow-remove': 'Removed a requirement’s own approval flow',
  'artwork.upload': 'Uploaded artwork',
  'artwork.submit': 'Submitted artwork for review',
  'artwork.recheck': 'Ran the file check again',
  'artwork.recheck-report': 'A new file check report replaced the old one',
  'artwork.review': 'Reviewed artwork',
  'artwork.reopen': 'Reopened approved artwork',
  'artwork.checklist-tick': 'Ticked a checklist item before approval',
  'artwork.checklist-untick': 'Took back a checklist tick',
  'artwork.download': 'Downloaded the approved artwork',
  'artwork.remind': 'Sent an artwork reminder',
  'artwork.extend': 'Extended a company’s deadline',
  'artwork.extension-remove': 'Removed a deadline extension',
  'artwork.annotate': 'Annotated artwork',
  'artwork.annotation-resolve': 'Resolved an annotation',
  'artwork.annotation-reopen': 'Reopened an annotation',
  'email-template.update': 'Edited an email template',
  'email-template.reset': 'Reset an email template to its default',
} as const;

/** What an entry was about, when its name is not known (an email template, or something since deleted). */
export const AUDIT_SUBJECT_KINDS: Record<string, string> = {
  user: 'Account',
  event: 'Event',
  requirement: 'Artwork requirement',
  artwork: 'Artwork',
  company: 'Exhibiting company',
  'email-template': 'Email template',
};

export const AUDIT_TEXTS = {
  when: 'When',
  who: 'Who',
  action: 'Action',
  subject: 'Subject',
  filters: 'Filters',
  actionFilter: 'Action',
  allActions: 'All actions',
  everyActionOf: (area: string) => `${area}: every action`,
  personFilter: 'Person',
  everyone: 'Everyone',
  fromFilter: 'From',
  toFilter: 'To',
  daysNote: 'From and To are whole days in UTC, both included.',
  clearFilters: 'Clear filters',
  loading: 'Loading the audit log',
  loadFailed: 'The audit log could not be loaded.',
  actorsFailed: 'The list of people could not be loaded; the log itself is still filtered by what the address says.',
  empty: 'Nothing has been recorded yet.',
  noMatches: 'No entries match these filters.',
  /** Scheduled work (a reminder sent on time) is done by nobody signed in. */
  system: 'System (scheduled)',
  removedAccount: (id: number) => `Removed account #${id}`,
  subjectGone: (kind: string, id: number) => `${kind} #${id} (no longer exists)`,
  total: (count: number) => plural(count, { one: '# entry', other: '# entries' }),
} as const;
