import { z } from 'zod';
import { MESSAGES } from './texts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
export const NAME_MAX = 100;

/** Every error body: a message, and per-field messages for validation errors. */
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const messageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageBody>;

/** A required text field: trimmed, and `required` when empty. */
export const requiredText = (required: string, max = NAME_MAX) =>
  z.string({ error: required }).trim().min(1, required).max(max, MESSAGES.tooLong(max));

export const email = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(EMAIL_MAX, MESSAGES.emailInvalid)
    .pipe(z.email(MESSAGES.emailInvalid));

export const newPassword = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .min(PASSWORD_MIN, MESSAGES.passwordLength)
    .max(PASSWORD_MAX, MESSAGES.passwordLength);

export const idParam = z.object({ id: z.coerce.number().int().positive() });

export const STATUSES = ['Active', 'Inactive'] as const;
export const status = z.enum(STATUSES);
export type Status = z.infer<typeof status>;
