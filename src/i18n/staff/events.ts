import {
  ACCOUNT_FIELDS, ACCOUNT_MESSAGES, EVENT_MAX_DAYS, EVENT_MESSAGES, EVENT_TEXTS, IMPORT_TEXTS, INVITED_STATUS, LIST_TEXTS, MESSAGES, PAGE_TITLES, REMINDER_MESSAGES, REMINDER_TEXTS, REVIEW_TEXTS,
} from '../../api/contract';
import { pick, textsOf } from '../pick';

/** The staff screens' English texts of this area (staff-sources.ts): what they show, by where it is defined. */
export const TEXTS: readonly string[] = [
  // The calendar (its toolbar, FullCalendar's words, the summary, the event form, the delete confirmation, the toasts) and the event's page.
  ...textsOf(EVENT_TEXTS),
  // The event form's messages, checked in the browser before a save, and the server's refusals the screens show as they come.
  ...textsOf(EVENT_MESSAGES),
  // The longest event, as the form's check says it (its figure is the contract's).
  EVENT_MESSAGES.tooLong(EVENT_MAX_DAYS),
  // The exhibitors CSV import: its dialog, its rows table, the reasons and the file's refusals without values.
  ...textsOf(IMPORT_TEXTS),
  MESSAGES.payloadTooLarge,
  // Other areas' words these screens show: the pages' titles, the exhibitors table, a new company's fields and their messages.
  ...pick(PAGE_TITLES, ['events', 'eventDetails']),
  ...pick(ACCOUNT_FIELDS, ['status', 'actions', 'language', 'languageHint']),
  ...pick(ACCOUNT_MESSAGES, ['companyNameRequired', 'productCategoryRequired', 'boothSizeRequired', 'contactPersonRequired']),
  INVITED_STATUS,
  // The event's reminder days, which only the event form and the event's card show.
  REMINDER_TEXTS.reminderDays,
  REMINDER_MESSAGES.reminderDaysInvalid,
  REVIEW_TEXTS.queueLoading,
  LIST_TEXTS.retry,
];
