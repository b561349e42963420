import * as z from 'zod/mini';
import { email, EMAIL_MAX, newPassword, PASSWORD_MAX, printable, requiredText } from './common';
import { ALL_ROLES, type Role } from './roles';
import { MESSAGES } from './texts';

export const loginBody = z.object({
  email: z
    .string({ error: MESSAGES.bothRequired })
    .check(z.trim(), z.minLength(1, MESSAGES.bothRequired), z.maxLength(EMAIL_MAX, MESSAGES.invalidCredentials), printable),
  password: z
    .string({ error: MESSAGES.bothRequired })
    .check(z.minLength(1, MESSAGES.bothRequired), z.maxLength(PASSWORD_MAX, MESSAGES.passwordLength)),
});
export type LoginBody = z.infer<typeof loginBody>;

/** Self-registration: the role sent is ignored, the server always stores 'user'. */
export const registerBody = z.object({
  firstname: requiredText(MESSAGES.allRequired),
  lastname: requiredText(MESSAGES.allRequired),
  email: email(MESSAGES.allRequired),
  password: newPassword(MESSAGES.allRequired),
  role: z.optional(z.string()),
});
export type RegisterBody = z.infer<typeof registerBody>;

/** The token of an emailed link: anything but a plausible one is refused with the link's own message. */
const linkToken = (message: string) => z.string({ error: message }).check(z.minLength(1, message), z.maxLength(512, message));

/** Confirming a sign-up: the emailed link's token and the password chosen at sign-up (whoever holds the link alone cannot use it). */
export const confirmRegistrationBody = z.object({
  token: linkToken(MESSAGES.registrationLinkInvalid),
  password: z
    .string({ error: MESSAGES.allRequired })
    .check(z.minLength(1, MESSAGES.allRequired), z.maxLength(PASSWORD_MAX, MESSAGES.registrationPasswordWrong)),
});
export type ConfirmRegistrationBody = z.infer<typeof confirmRegistrationBody>;

export const tokenBody = z.object({ message: z.optional(z.string()), token: z.string() });
export type TokenBody = z.infer<typeof tokenBody>;

export const sendResetLinkBody = z.object({ email: email(MESSAGES.emailRequired) });
export type SendResetLinkBody = z.infer<typeof sendResetLinkBody>;

export const resetPasswordBody = z.object({
  token: linkToken(MESSAGES.resetLinkInvalid),
  newPassword: newPassword(MESSAGES.allRequired),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** A reset or invitation link's token, checked when its page opens: the check does not use it up. */
export const resetTokenBody = z.object({ token: linkToken(MESSAGES.resetLinkInvalid) });
export type ResetTokenBody = z.infer<typeof resetTokenBody>;

/** The client's form for a new password: both fields, and they must match. */
export const setPasswordForm = z
  .object({
    newPassword: z.string().check(z.minLength(1, MESSAGES.allRequired)),
    confirmPassword: z.string().check(z.minLength(1, MESSAGES.allRequired)),
  })
  .check(
    z.refine((form) => form.newPassword === form.confirmPassword, {
      message: MESSAGES.passwordsMismatch,
      path: ['confirmPassword'],
    }),
  );

/** The claims the server signs into the token; the browser decodes them for the session user. */
export const sessionClaims = z.object({
  id: z.number().check(z.int()),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  role: z.enum(ALL_ROLES as [Role, ...Role[]]),
  tv: z.number().check(z.int()),
  /** The session's id: signing out ends this one token on the server. */
  sid: z.string().check(z.minLength(1), z.maxLength(64)),
  exp: z.number().check(z.int()),
});
export type SessionClaims = z.infer<typeof sessionClaims>;
export type SessionUser = Pick<SessionClaims, 'id' | 'firstname' | 'lastname' | 'email' | 'role'>;
