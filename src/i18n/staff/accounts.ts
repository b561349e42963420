import {
  ACCOUNT_FIELDS, ACCOUNT_MESSAGES, ACCOUNT_STATUS_FILTERS, COMPANY_TEXTS, DASHBOARD_TEXTS, DELETE_IMPACT_TEXTS, INVITATION_MESSAGES, INVITATION_TEXTS, INVITED_STATUS, NEW_ACCOUNT_TEXTS,
  ORGANISER_TEXTS, OWNER_ADMIN_TEXTS,
} from '../../api/contract';
import { pick, textsOf } from '../pick';

/** The staff screens' English texts of this area (staff-sources.ts): what they show, by where it is defined. */
export const TEXTS: readonly string[] = [
  // Manage users: the three kinds' lists, forms and detail pages (fields, buttons, empty states, toasts).
  ...textsOf(ACCOUNT_FIELDS),
  ...textsOf(OWNER_ADMIN_TEXTS),
  ...textsOf(ORGANISER_TEXTS),
  ...textsOf(COMPANY_TEXTS),
  // The status filter and the status of an account that has not set its password yet.
  ...ACCOUNT_STATUS_FILTERS,
  INVITED_STATUS,
  // The forms' field messages, checked in the browser and by the server (the role's, which names it, is the server's alone).
  ...textsOf(ACCOUNT_MESSAGES),
  // What goes with an organiser or a company, said before it is deleted.
  ...textsOf(DELETE_IMPACT_TEXTS),
  // A company's invitation on its page, and the server's plain answers to its Resend.
  ...textsOf(INVITATION_TEXTS),
  ...textsOf(INVITATION_MESSAGES),
  // The home of staff and organisers: the totals' cards, their trends, the next events to put in order.
  ...pick(DASHBOARD_TEXTS, [
    'organisersCard', 'ownerAdminsCard', 'eventsCard', 'exhibitorsCard', 'upcomingTitle', 'eventsListTitle', 'organiserEventsHint', 'organiserExhibitorsHint',
    'trendLabel', 'trendUp', 'trendDown', 'trendNew', 'trendFlat', 'statusLabel', 'reorderHandle', 'reorderHint', 'moved',
  ]),
  // A self-registered account's home.
  ...textsOf(NEW_ACCOUNT_TEXTS),
];
