/** Deadline reminders, per-company extensions and the organisers' reminders on demand. */
export const REMINDER_TEXTS = {
  remind: 'Send reminder',
  /** ICU: the `count` of exhibitors. */
  remindSelected: '{count, plural, other {Remind # selected}}',
  remindAll: '{count, plural, other {Remind all #}}',
  reminded: '{count, plural, one {A reminder is on its way to # exhibitor.} other {Reminders are on their way to # exhibitors.}}',
  nothingOwed: 'Those exhibitors owe nothing: no reminder sent.',
  extend: 'Extend deadline',
  /** ICU: `when`, the later deadline as the screen writes it. */
  extendedTo: 'Extended to {when}',
  removeExtension: 'Remove extension',
  late: 'Late',
  reminderDays: 'Reminders (days before each deadline)',
} as const;

export const REMINDER_MESSAGES = {
  reminderDaysInvalid: 'Reminder days are whole numbers from 1 to 60, at most 6 of them.',
  chooseWhom: 'Choose the exhibitors to remind, or a filter of the matrix, not both.',
  companiesInvalid: 'Choose up to 5,000 exhibitors by their ids.',
  companyNotExhibiting: 'That company does not exhibit at this event.',
  requirementNotAsked: 'That requirement is not asked of this company.',
  extensionInvalid: 'Give the new deadline as a date and time.',
  extensionNotLater: 'An extension moves the deadline later than the requirement’s own.',
  noExtension: 'That company has no extension on this requirement.',
} as const;
