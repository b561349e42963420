import { jwtVerify, SignJWT } from 'jose';
import { ALL_ROLES } from '../../src/api/contract';
import type { AccessClaims } from './sessions';

/**
 * A download ticket: lets the browser fetch one file by a plain link (so a large ZIP streams to
 * disk instead of into the page's memory) where a request would send the session's token. It names
 * the user, their role and token version, the session that asked for it and the one path it opens, and
 * lasts a minute: signing out of that session ends it too. Signed with a key of
 * its own, derived from the session secret, so a ticket is never a session token nor the reverse.
 */
export const DOWNLOAD_TICKET_SECONDS = 60;
const ALGORITHM = 'HS256';
const keys = new Map<string, Uint8Array>();
const keyOf = (secret: string) => {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = new TextEncoder().encode(`download-ticket:${secret}`)));
  return key;
};

export async function signDownloadTicket(claims: Required<AccessClaims>, path: string, secret: string): Promise<string> {
  return new SignJWT({ role: claims.role, tv: claims.tv, sid: claims.sid, path })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'download' })
    .setSubject(String(claims.id))
    .setExpirationTime(`${DOWNLOAD_TICKET_SECONDS}s`)
    .sign(keyOf(secret));
}

/** The user, token version and session the ticket speaks for, if it is good and for this very path; else null. */
export async function verifyDownloadTicket(ticket: string, path: string, secret: string): Promise<Required<AccessClaims> | null> {
  try {
    const { payload } = await jwtVerify(ticket, keyOf(secret), { algorithms: [ALGORITHM], typ: 'download' });
    const id = Number(payload.sub);
    const role = ALL_ROLES.find((known) => known === payload.role);
    if (payload.path !== path || !Number.isSafeInteger(id) || !role || typeof payload.tv !== 'number' || typeof payload.sid !== 'string') return null;
    return { id, role, tv: payload.tv, sid: payload.sid };
  } catch {
    return null;
  }
}
