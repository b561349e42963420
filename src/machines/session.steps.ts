/**
 * The session's steps that need the contract's schemas and the API client: fetched when the session
 * first takes one of them (a stored token to restore, a sign-in to check), so the sign-in page's
 * first load carries neither.
 */
import * as authApi from '../api/auth';
import { ApiError } from '../api/client';
import { loginBody, MESSAGES, type LoginBody, type SessionUser } from '../api/contract';
import type { EarlyRequest } from '../api/early-request';
import { decodeSession } from '../api/session-token';
import { tokenStorage } from '../api/token-storage';
import { getProfile } from '../api/user';
import { followAccountLanguage, loadTextsFor } from '../i18n';

/** A sign-in form as checked: the body to send, or the first problem the contract finds in it. */
export type CheckedSignIn = { body: LoginBody } | { issue: string };

/** A session the server has given: its token and the user it carries. */
export type StartedSession = { token: string; user: SessionUser };

export function checkSignIn(form: LoginBody): CheckedSignIn {
  const parsed = loginBody.safeParse(form);
  return parsed.success ? { body: parsed.data } : { issue: parsed.error.issues[0]?.message ?? MESSAGES.somethingWrong };
}

/** The user a token the server gave carries; a token the browser cannot read fails like a refused sign-in. */
export function readToken(token: string): StartedSession {
  const user = decodeSession(token);
  if (!user) throw new Error('The server gave a token that cannot be read.');
  return { token, user };
}

export async function signIn(body: LoginBody): Promise<StartedSession> {
  return readToken((await authApi.login(body)).token);
}

/** Ends the token's session on the server. */
export const signOut = (token: string): Promise<void> => authApi.logout(token);

/** A restored session: its user, nothing stored (null), or a stored session that has ended since. */
export type RestoredSession = SessionUser | null | 'ended';

/**
 * The stored token, checked by the server: a forged, revoked or outdated one ends here ('ended', so
 * that sign-in can say so), and the names shown come from the account as it is now. Without the
 * server, the token's own claims serve. The profile request was sent as these steps were fetched; a
 * token the browser cannot read leaves its answer unread.
 */
export async function restoreSession(profile: EarlyRequest): Promise<RestoredSession> {
  const token = tokenStorage.get();
  if (token === null) return null;
  const claims = decodeSession(token);
  if (!claims) {
    tokenStorage.remove();
    return 'ended';
  }
  try {
    const { user } = await getProfile(profile);
    if (user.language) followAccountLanguage(user.language);
    void loadTextsFor(user.role);
    return { id: user.id, firstname: user.firstname, lastname: user.lastname, email: user.email, role: user.role };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      tokenStorage.remove();
      return 'ended';
    }
    return claims;
  }
}
