import { SignJWT } from 'jose';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../src/api/contract';
import { signSessionToken, verifySessionToken } from './session-token';

const SECRET = 'a secret of at least thirty-two characters';
const user = { id: 7, firstname: 'Ann', lastname: 'Lee', email: 'ann@example.com', role: ROLES.admin, tokenVersion: 2, sessionId: 'session-1' };
const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const signed = (header: object, payload: object, secret = SECRET) => {
  const body = `${part(header)}.${part(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
};
const claims = { id: 7, firstname: 'Ann', lastname: 'Lee', email: 'ann@example.com', role: ROLES.admin, tv: 2, sid: 'session-1' };
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('session tokens', () => {
  it('reads back what it signs', async () => {
    expect(await verifySessionToken(await signSessionToken(user, SECRET, new Date(Date.now() + 3_600_000)), SECRET)).toMatchObject(claims);
  });

  it('reads a token jose signed with the same key and claims', async () => {
    const token = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(new TextEncoder().encode(SECRET));
    expect(await verifySessionToken(token, SECRET)).toMatchObject(claims);
  });

  it('refuses a changed payload, another key, a cut signature and odd characters', async () => {
    const token = await signSessionToken(user, SECRET, new Date(Date.now() + 3_600_000));
    const [header, , signature] = token.split('.');
    expect(await verifySessionToken(`${header}.${part({ ...claims, role: ROLES.admin, id: 8, exp: inAnHour() })}.${signature}`, SECRET)).toBeNull();
    expect(await verifySessionToken(token, `${SECRET}!`)).toBeNull();
    expect(await verifySessionToken(token.slice(0, -2), SECRET)).toBeNull();
    expect(await verifySessionToken(`${token}=`, SECRET)).toBeNull();
    expect(await verifySessionToken(`${token}.x`, SECRET)).toBeNull();
    expect(await verifySessionToken('', SECRET)).toBeNull();
  });

  it('refuses other algorithms, a crit header, no expiry, an expiry passed, and a token not yet valid', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(await verifySessionToken(signed({ alg: 'HS256', typ: 'JWT' }, { ...claims, exp: inAnHour() }), SECRET)).toMatchObject(claims);
    expect(await verifySessionToken(signed({ alg: 'HS384' }, { ...claims, exp: inAnHour() }), SECRET)).toBeNull();
    expect(await verifySessionToken(`${part({ alg: 'none' })}.${part({ ...claims, exp: inAnHour() })}.`, SECRET)).toBeNull();
    expect(await verifySessionToken(signed({ alg: 'HS256', crit: ['b64'], b64: false }, { ...claims, exp: inAnHour() }), SECRET)).toBeNull();
    expect(await verifySessionToken(signed({ alg: 'HS256' }, claims), SECRET)).toBeNull();
    expect(await verifySessionToken(signed({ alg: 'HS256' }, { ...claims, exp: now }), SECRET)).toBeNull();
    expect(await verifySessionToken(signed({ alg: 'HS256' }, { ...claims, exp: inAnHour(), nbf: now + 60 }), SECRET)).toBeNull();
    expect(await verifySessionToken(signed({ alg: 'HS256' }, { ...claims, exp: String(inAnHour()) }), SECRET)).toBeNull();
  });

  it('refuses a token without the contract’s claims', async () => {
    const { tv: _tv, ...withoutVersion } = claims;
    expect(await verifySessionToken(signed({ alg: 'HS256' }, { ...withoutVersion, exp: inAnHour() }), SECRET)).toBeNull();
    const { sid: _sid, ...withoutSession } = claims;
    expect(await verifySessionToken(signed({ alg: 'HS256' }, { ...withoutSession, exp: inAnHour() }), SECRET)).toBeNull();
  });
});
