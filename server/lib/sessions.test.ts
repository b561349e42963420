import { describe, expect, it } from 'vitest';
import { ROLES } from '../../src/api/contract';
import { liveSessionUser, type SessionAccount } from './sessions';

describe('the session check', () => {
  const row: SessionAccount = {
    id: 7,
    firstname: 'Ada',
    lastname: 'Byron',
    email: 'ada@example.com',
    role: ROLES.organizer,
    status: 'Active',
    token_version: 3,
    expires_at: new Date(Date.now() + 3_600_000).toISOString(),
  };
  const claims = { id: 7, role: ROLES.organizer, tv: 3, sid: 'session' };

  it('lets a token through while its account stands as it was signed', () => {
    expect(liveSessionUser(row, claims)).toEqual({ id: 7, firstname: 'Ada', lastname: 'Byron', email: 'ada@example.com', role: ROLES.organizer });
  });

  it('ends a token whose role is no longer the stored one, though its token version were unchanged', () => {
    expect(liveSessionUser({ ...row, role: ROLES.admin }, claims)).toBeNull();
    expect(liveSessionUser(row, { ...claims, role: ROLES.user })).toBeNull();
  });

  it('ends a token of an inactive account, an older token version, or no session row', () => {
    expect(liveSessionUser({ ...row, status: 'Inactive' }, claims)).toBeNull();
    expect(liveSessionUser({ ...row, token_version: 4 }, claims)).toBeNull();
    expect(liveSessionUser(undefined, claims)).toBeNull();
  });
});
