import { jwtVerify, SignJWT } from 'jose';
import { type SessionClaims, sessionClaims, type SessionUser } from '../../src/api/contract';

export type SessionSubject = SessionUser & { tokenVersion: number };

const ALGORITHM = 'HS256';

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** Signs exactly the contract's claims: the session user, `tv` and `exp`. */
export function signSessionToken(user: SessionSubject, secret: string, ttlHours: number): Promise<string> {
  const { id, firstname, lastname, email, role, tokenVersion } = user;
  return new SignJWT({ id, firstname, lastname, email, role, tv: tokenVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setExpirationTime(`${ttlHours}h`)
    .sign(keyOf(secret));
}

/** HS256 only: `none` and every other algorithm are refused. Null for any bad, expired or odd token. */
export async function verifySessionToken(token: string, secret: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM] });
    const claims = sessionClaims.safeParse(payload);
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}
