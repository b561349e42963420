import * as z from 'zod/mini';
import { TEXT_MAX } from './accounts';
import { email, language, optionalText, STATUSES } from './common';
import { pageFields } from './paging';
import { ACCOUNT_MESSAGES, EVENT_MESSAGES, MESSAGES } from './texts';

/**
 * An event's exhibitors: exhibiting companies linked to it, each with its booth at this event and
 * the link's status (docs/decisions.md, decision 11: exhibitors show their real status).
 */

export const BOOTH_MAX = 100;

export const eventExhibitor = z.object({
  /** The exhibiting company's id (exhibiting_companies). */
  companyId: z.number().check(z.int()),
  companyName: z.string(),
  productCategory: z.string(),
  boothSize: z.string(),
  contactPerson: z.string(),
  email: z.string(),
  /** Where the company stands at this event, e.g. "Hall 2, B14". */
  booth: z.nullable(z.string()),
  status: z.enum(STATUSES),
  /** The company has no password yet: invited, it has not signed up. */
  invited: z.boolean(),
  /** When the company was added to the event. */
  createdAt: z.string(),
});
export type EventExhibitor = z.infer<typeof eventExhibitor>;

/** GET /api/event/{id}/exhibitors?page&limit, sorted by company name. */
export const eventExhibitorsPage = z.object({ exhibitors: z.array(eventExhibitor), ...pageFields });
export type EventExhibitorsPage = z.infer<typeof eventExhibitorsPage>;

const linkStatus = z._default(z.optional(z.enum(STATUSES, { error: EVENT_MESSAGES.exhibitorStatusInvalid })), 'Active');

/**
 * POST /api/event/{id}/exhibitor (the Add Exhibitor modal). `email` decides: an existing
 * exhibiting company with that email is linked as it is (its email alone is enough; other details
 * sent are ignored); otherwise a company is created with these details, which are then required
 * (NEW_COMPANY_FIELDS; a 400 names the missing ones), and an email invites it to set its password.
 * The sign-in account's first and last name default to namesFromContact.
 */
export const addExhibitorBody = z.object({
  email: email(MESSAGES.emailRequired),
  companyName: optionalText(TEXT_MAX),
  productCategory: optionalText(TEXT_MAX),
  boothSize: optionalText(TEXT_MAX),
  contactPerson: optionalText(TEXT_MAX),
  firstname: optionalText(100),
  lastname: optionalText(100),
  booth: optionalText(BOOTH_MAX),
  status: linkStatus,
  /** A new company's language: its invitation and screens speak it (English when left out). */
  language: z.optional(language),
});
/** What a new company needs, each with the message when it is missing. */
export const NEW_COMPANY_FIELDS = {
  companyName: ACCOUNT_MESSAGES.companyNameRequired,
  productCategory: ACCOUNT_MESSAGES.productCategoryRequired,
  boothSize: ACCOUNT_MESSAGES.boothSizeRequired,
  contactPerson: ACCOUNT_MESSAGES.contactPersonRequired,
} as const;
export type AddExhibitorBody = z.output<typeof addExhibitorBody>;
export type AddExhibitorBodyInput = z.input<typeof addExhibitorBody>;

/** What adding did: made a new company, or linked the existing one. */
export const exhibitorAdded = z.object({ action: z.enum(['create', 'link']), exhibitor: eventExhibitor });
export type ExhibitorAdded = z.infer<typeof exhibitorAdded>;

/** PUT /api/event/{id}/exhibitor/{companyId}: the booth and status at this event. */
export const updateExhibitorBody = z.object({ booth: optionalText(BOOTH_MAX), status: linkStatus });
export type UpdateExhibitorBody = z.output<typeof updateExhibitorBody>;

/** An account's first and last name from the contact person ("Ann Lee" → Ann, Lee); one word leaves the company's name as the last. */
export function namesFromContact(contactPerson: string, companyName: string): { firstname: string; lastname: string } {
  const [first = '', ...rest] = contactPerson.trim().split(/\s+/);
  return { firstname: first, lastname: rest.join(' ') || companyName };
}
