import { jwtVerify, SignJWT } from 'jose';

/**
 * A download ticket: lets the browser fetch one file by a plain link (so a large ZIP streams to
 * disk instead of into the page's memory) where a request would send the session's token. It names
 * the user, their token version and the one path it opens, and lasts a minute. Signed with a key of
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

export async function signDownloadTicket(user: { id: number; tokenVersion: number }, path: string, secret: string): Promise<string> {
  return new SignJWT({ tv: user.tokenVersion, path })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'download' })
    .setSubject(String(user.id))
    .setExpirationTime(`${DOWNLOAD_TICKET_SECONDS}s`)
    .sign(keyOf(secret));
}

/** The user and token version the ticket speaks for, if it is good and for this very path; else null. */
export async function verifyDownloadTicket(ticket: string, path: string, secret: string): Promise<{ id: number; tv: number } | null> {
  try {
    const { payload } = await jwtVerify(ticket, keyOf(secret), { algorithms: [ALGORITHM], typ: 'download' });
    const id = Number(payload.sub);
    if (payload.path !== path || !Number.isSafeInteger(id) || typeof payload.tv !== 'number') return null;
    return { id, tv: payload.tv };
  } catch {
    return null;
  }
}
