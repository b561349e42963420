import { call, http } from './client';
import {
  messageBody,
  tokenBody,
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
