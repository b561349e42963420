import * as z from 'zod/mini';
import { email, EMAIL_MAX, language, newPassword, PASSWORD_MAX, printable, requiredText } from './common';
import { ALL_ROLES, type Role } from './roles';
import { MESSAGES, SIGN_IN_CODE_LENGTH, SIGN_IN_MESSAGES } from './texts';

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
  /** Guessed from the browser (the language the sign-up page was shown in); English when left out. */
  language: z.optional(language),
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

/**
 * A page of this app an emailed sign-in link may open once signed in: a path on this origin
 * (`/`, `/?requirement=3`), never a URL or `//host`, so a link cannot send anyone elsewhere.
 */
export const isAppPath = (path: string) => path.length <= 512 && /^\/(?![/\\])[A-Za-z0-9\-._~/?=&%]*$/.test(path);

/** The token of an emailed sign-in link. */
export const signInLinkBody = z.object({ token: linkToken(SIGN_IN_MESSAGES.linkInvalid) });
export type SignInLinkBody = z.infer<typeof signInLinkBody>;

/** Whether a link still signs in; asking changes nothing. */
export const signInLinkState = z.object({ valid: z.boolean() });
export type SignInLinkState = z.infer<typeof signInLinkState>;

/** A link used: the session's token, and the page of the app it opens. */
export const signInLinkResult = z.object({ token: z.string(), path: z.string() });
export type SignInLinkResult = z.infer<typeof signInLinkResult>;

export const sendSignInCodeBody = z.object({ email: email(SIGN_IN_MESSAGES.emailRequired) });
export type SendSignInCodeBody = z.infer<typeof sendSignInCodeBody>;

export const codeSignInBody = z.object({
  email: z
    .string({ error: SIGN_IN_MESSAGES.emailRequired })
    .check(z.trim(), z.minLength(1, SIGN_IN_MESSAGES.emailRequired), z.maxLength(EMAIL_MAX, SIGN_IN_MESSAGES.codeWrong), printable),
  code: z.string({ error: SIGN_IN_MESSAGES.codeFormat }).check(z.trim(), z.regex(new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`), SIGN_IN_MESSAGES.codeFormat)),
});
export type CodeSignInBody = z.infer<typeof codeSignInBody>;

/** What an admin decides about signing in: whether staff may use emailed links. */
export const signInSettings = z.object({ staffLinks: z.boolean({ error: SIGN_IN_MESSAGES.staffLinksInvalid }) });
export type SignInSettings = z.infer<typeof signInSettings>;
