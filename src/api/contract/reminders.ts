import * as z from 'zod/mini';
import { isIsoInstant } from './event-time';
export * from './reminder-days';
import { MATRIX_FILTERS } from './matrix';
import { positiveId } from './ids';
import { listQuery } from './paging';
import { ARTWORK_MESSAGES, EVENT_MESSAGES, MATRIX_MESSAGES, REMINDER_MESSAGES } from './texts';

/**
 * Deadlines and reminders (docs/api.md, Review and proofing). An event sets how many days before each deadline a
 * company that still owes artwork is reminded; a reviewer may extend one company's deadline for
 * one requirement; organisers may remind exhibitors on demand from the completeness matrix.
 */

/** How many companies one reminder request may name. */
export const REMIND_COMPANIES_MAX = 5000;

/**
 * POST /api/event/{id}/remind: remind the chosen exhibitors, or every row the matrix's filter (and
 * search) keeps, of what each still owes. Exhibitors who owe nothing are skipped.
 */
export const remindBody = z.object({
  companyIds: z.optional(
    z
      .array(z.number({ error: REMINDER_MESSAGES.companiesInvalid }).check(z.int(REMINDER_MESSAGES.companiesInvalid), z.positive(REMINDER_MESSAGES.companiesInvalid)), {
        error: REMINDER_MESSAGES.companiesInvalid,
      })
      .check(z.minLength(1, REMINDER_MESSAGES.companiesInvalid), z.maxLength(REMIND_COMPANIES_MAX, REMINDER_MESSAGES.companiesInvalid)),
  ),
  filter: z.optional(z.enum(MATRIX_FILTERS, { error: MATRIX_MESSAGES.filterInvalid })),
  search: z.optional(listQuery.shape.search),
}).check(
  z.refine((body) => (body.companyIds === undefined) !== (body.filter === undefined), { message: REMINDER_MESSAGES.chooseWhom, path: ['companyIds'] }),
);
export type RemindBody = z.infer<typeof remindBody>;

export const remindResult = z.object({
  /** Reminder emails queued (one per exhibitor that owes something). */
  queued: z.number().check(z.int()),
  /** Exhibitors left out because they owe nothing. */
  skipped: z.number().check(z.int()),
});
export type RemindResult = z.infer<typeof remindResult>;

/** /api/requirement/{id}/extension/{companyId} */
export const extensionParam = z.object({ id: positiveId(ARTWORK_MESSAGES.requirementNotFound), companyId: positiveId(EVENT_MESSAGES.companyIdInvalid) });

/** PUT /api/requirement/{id}/extension/{companyId}: a later deadline for one company. */
export const extensionBody = z.object({
  deadline: z.pipe(
    z.string({ error: REMINDER_MESSAGES.extensionInvalid }).check(z.trim(), z.refine(isIsoInstant, REMINDER_MESSAGES.extensionInvalid)),
    z.transform((value: string) => new Date(value).toISOString()),
  ),
});
export type ExtensionBody = z.infer<typeof extensionBody>;

export const extension = z.object({
  requirementId: z.number().check(z.int()),
  companyId: z.number().check(z.int()),
  deadline: z.string(),
  grantedAt: z.string(),
});
export type Extension = z.infer<typeof extension>;
