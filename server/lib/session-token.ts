import { jwtVerify, SignJWT } from 'jose';
import { type SessionClaims, sessionClaims, type SessionUser } from '../../src/api/contract';

export type SessionSubject = SessionUser & { tokenVersion: number };

const ALGORITHM = 'HS256';

/** The secret as an HMAC key, imported once: importing it again on every request cost a fifth of the check. */
const keys = new Map<string, Promise<CryptoKey>>();
function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

/** Signs exactly the contract's claims: the session user, `tv` and `exp`. */
export async function signSessionToken(user: SessionSubject, secret: string, ttlHours: number): Promise<string> {
  const { id, firstname, lastname, email, role, tokenVersion } = user;
  return new SignJWT({ id, firstname, lastname, email, role, tv: tokenVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setExpirationTime(`${ttlHours}h`)
    .sign(await keyOf(secret));
}

/** HS256 only: `none` and every other algorithm are refused. Null for any bad, expired or odd token. */
export async function verifySessionToken(token: string, secret: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), { algorithms: [ALGORITHM] });
    const claims = sessionClaims.safeParse(payload);
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}
