import { call, http } from './client';
import {
  messageBody,
  signInLinkResult,
  signInLinkState,
  tokenBody,
  type CodeSignInBody,
  type SendSignInCodeBody,
  type SignInLinkBody,
  type ConfirmRegistrationBody,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type ResetTokenBody,
  type SendResetLinkBody,
} from './contract';

export const login = (body: LoginBody) => call(tokenBody, () => http.post('auth/login', { json: body }));

/** Keeps the sign-up and emails a link to confirm it; the answer is the same whether or not the address has an account. */
export const register = (body: RegisterBody) =>
  call(messageBody, () => http.post('auth/register', { json: { ...body, role: 'user' } }));

/** The emailed link's token and the password chosen at sign-up: the account is made and signed in. */
export const confirmRegistration = (body: ConfirmRegistrationBody) =>
  call(tokenBody, () => http.post('auth/confirm-registration', { json: body }));

/** Ends the token's session on the server: it stops working at once, everywhere. */
export const logout = (token: string) => http.post('auth/logout', { headers: { authorization: `Bearer ${token}` } }).then(() => undefined);

export const sendResetLink = (body: SendResetLinkBody) =>
  call(messageBody, () => http.post('auth/send-reset-link', { json: body }));

/** Whether the emailed link still works; the check does not use it up. */
export const checkResetToken = (body: ResetTokenBody) =>
  call(messageBody, () => http.post('auth/check-reset-token', { json: body }));

export const resetPassword = (body: ResetPasswordBody) =>
  call(messageBody, () => http.post('auth/reset-password', { json: body }));

/** Whether an emailed sign-in link would sign in now; asking changes nothing. */
export const checkSignInLink = (body: SignInLinkBody) => call(signInLinkState, () => http.post('auth/sign-in-link/check', { json: body }));

/** The press on the link's page: the link is used and its account signed in; answers the page it opens. */
export const signInWithLink = (body: SignInLinkBody) => call(signInLinkResult, () => http.post('auth/sign-in-link', { json: body }));

/** A fresh link, emailed to the account the old one was for. */
export const renewSignInLink = (body: SignInLinkBody) => call(messageBody, () => http.post('auth/sign-in-link/renew', { json: body }));

/** Emails a sign-in code to the address's account, if there is one (the same answer either way). */
export const sendSignInCode = (body: SendSignInCodeBody) => call(messageBody, () => http.post('auth/sign-in-code/send', { json: body }));

export const signInWithCode = (body: CodeSignInBody) => call(tokenBody, () => http.post('auth/sign-in-code', { json: body }));
