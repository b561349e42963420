import { SignJWT } from 'jose';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type SessionClaims, sessionClaims, type SessionUser } from '../../src/api/contract';
import { setBounded } from './bounded-map';

/** The user, their token version and the id of the session's row (see lib/sessions.ts). */
export type SessionSubject = SessionUser & { tokenVersion: number; sessionId: string };

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

/** Signs exactly the contract's claims: the session user, `tv`, `sid` and `exp` (`expiresAt`). */
export async function signSessionToken(user: SessionSubject, secret: string, expiresAt: Date): Promise<string> {
  const { id, firstname, lastname, email, role, tokenVersion, sessionId } = user;
  return new SignJWT({ id, firstname, lastname, email, role, tv: tokenVersion, sid: sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await keyOf(secret));
}

const SEGMENT = /^[A-Za-z0-9_-]+$/;
const decoded = (segment: string): unknown => JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));

/**
 * HS256 only: `none` and every other algorithm are refused. Null for any bad, expired or odd token.
 * Checked here with node:crypto, at once, rather than with WebCrypto (jose), whose HMAC is a job
 * on libuv's thread pool: every request then waited behind the pool's other work (fsyncs of stored
 * files, argon2 hashes, image checks), and under load a slow disk stalled every request (the soak:
 * 500 requests/s fell to 330 and thousands waited; the check is also a tenth of the time). The
 * same checks as jwtVerify: the header's algorithm, no `crit`, the signature over the first two
 * parts compared in constant time, `exp` (and `nbf` when given) against now, then the contract's
 * claims.
 */
export async function verifySessionToken(token: string, secret: string): Promise<SessionClaims | null> {
  const known = verifiedTokens(secret);
  const claims = known.get(token);
  if (claims) {
    if (claims.exp > Math.floor(Date.now() / 1000)) return claims;
    known.delete(token);
    return null;
  }
  const checked = checkedClaims(token, secret);
  if (checked) setBounded(known, token, Object.freeze(checked), KEPT_TOKENS);
  return checked;
}

/** The most verified tokens kept per secret; past it the longest kept goes first. */
const KEPT_TOKENS = 10_000;
const verified = new Map<string, Map<string, SessionClaims>>();
/**
 * Tokens of this secret already verified, with their claims. A token is the same bytes every
 * time, so its signature and claims need checking once: repeating the HMAC, the two JSON parses
 * and the claims' check on every request cost a tenth of a list page. Only its expiry is checked
 * again; whether its session still stands is lib/known-sessions.ts's question.
 */
function verifiedTokens(secret: string): Map<string, SessionClaims> {
  let known = verified.get(secret);
  if (!known) {
    known = new Map();
    verified.set(secret, known);
  }
  return known;
}

function checkedClaims(token: string, secret: string): SessionClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => SEGMENT.test(part))) return null;
  const [header, payload, signature] = parts as [string, string, string];
  try {
    const head = decoded(header) as { alg?: unknown; crit?: unknown } | null;
    if (head?.alg !== ALGORITHM || head.crit !== undefined) return null;
    const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const body = decoded(payload) as { exp?: unknown; nbf?: unknown } | null;
    const now = Math.floor(Date.now() / 1000);
    if (typeof body?.exp !== 'number' || body.exp <= now) return null;
    if (body.nbf !== undefined && (typeof body.nbf !== 'number' || body.nbf > now)) return null;
    const claims = sessionClaims.safeParse(body);
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}
