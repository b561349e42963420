// zod/mini: the same schemas as classic zod at a fraction of the browser's download.
import * as z from 'zod/mini';
import { MESSAGES } from './texts';
import { LOCALES } from './i18n/locales';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
export const NAME_MAX = 100;

/** Every error body: a message, and per-field messages for validation errors. */
export const errorBody = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.string())),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const messageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageBody>;

/** Control characters (NUL and the like; tab and line breaks are allowed) have no place in a text field. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const printable = z.regex(/^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/, MESSAGES.controlCharacters);

/**
 * Every length a text of the contract may have, noted as its schemas are made: a screen can show
 * each one's "At most … characters.", so the catalogs hold each (src/i18n/staff/shared.ts).
 */
export const TEXT_LIMITS = new Set<number>();

/** The refusal of a text longer than `max`, its length noted among TEXT_LIMITS. */
export const textTooLong = (max: number) => {
  TEXT_LIMITS.add(max);
  return MESSAGES.tooLong(max);
};

/** A required text field: trimmed, and `required` when empty. */
export const requiredText = (required: string, max = NAME_MAX) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, textTooLong(max)), printable);

/** An optional text field: trimmed; empty or missing is null. */
export const optionalText = (max: number) =>
  z.pipe(
    z.nullish(z.string({ error: MESSAGES.mustBeText }).check(z.trim(), z.maxLength(max, textTooLong(max)), printable)),
    z.transform((value) => (value ? value : null)),
  );

export const email = (required: string) =>
  z.pipe(
    z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(EMAIL_MAX, MESSAGES.emailInvalid), printable),
    z.email(MESSAGES.emailInvalid),
  );

export const newPassword = (required: string) =>
  z
    .string({ error: required })
    .check(z.minLength(1, required), z.minLength(PASSWORD_MIN, MESSAGES.passwordLength), z.maxLength(PASSWORD_MAX, MESSAGES.passwordLength));


export const STATUSES = ['Active', 'Inactive'] as const;
export const status = z.enum(STATUSES);
export type Status = z.infer<typeof status>;

/** The language an account's screens and emails speak (decision 20). */
export const language = z.enum(LOCALES, { error: MESSAGES.languageInvalid });
