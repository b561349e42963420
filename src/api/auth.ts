import { call, http } from './client';
import {
  messageBody,
  tokenBody,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type SendResetLinkBody,
} from './contract';

export const login = (body: LoginBody) => call(tokenBody, () => http.post('auth/login', { json: body }));

export const register = (body: RegisterBody) =>
  call(tokenBody, () => http.post('auth/register', { json: { ...body, role: 'user' } }));

/** Ends the token's session on the server: it stops working at once, everywhere. */
export const logout = (token: string) => http.post('auth/logout', { headers: { authorization: `Bearer ${token}` } }).then(() => undefined);

export const sendResetLink = (body: SendResetLinkBody) =>
  call(messageBody, () => http.post('auth/send-reset-link', { json: body }));

export const resetPassword = (body: ResetPasswordBody) =>
  call(messageBody, () => http.post('auth/reset-password', { json: body }));
