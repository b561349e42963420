import { beforeAll, expect, it } from 'vitest';
import { AUDIT_MESSAGES, type AuditPage, ROLES } from '../../../src/api/contract';
import { describeOnEachDatabase } from '../../test/harness';
import { accountOf, type RoleAccount } from '../../test/accounts';

describeOnEachDatabase('audit log', (ctx) => {
  let admin: RoleAccount;
  const read = (query = '', who: RoleAccount | null = admin) => ctx.request({ url: `/api/audit-log${query}`, token: who?.token });

  beforeAll(async () => {
    admin = await accountOf(ctx, ROLES.admin);
    const rows = [
      { actor_id: admin.userId, action: 'event.create', subject_type: 'event', subject_id: 1, created_at: '2026-11-01T10:00:00.000Z' },
      { actor_id: admin.userId, action: 'artwork.review', subject_type: 'artwork', subject_id: 7, created_at: '2026-11-02T10:00:00.000Z' },
      { actor_id: null, action: 'artwork.upload', subject_type: 'artwork', subject_id: 7, created_at: '2026-11-03T23:59:59.000Z' },
    ];
    await ctx.db.insertInto('audit_log').values(rows).execute();
  });

  it('is read by admin and Owner/Admin only, newest first, with who did it', async () => {
    const page = (await read()).json<AuditPage>();
    expect(page.entries.map((entry) => entry.action)).toEqual(['artwork.upload', 'artwork.review', 'event.create']);
    expect(page.entries[1]!.actor).toEqual({ id: admin.userId, name: admin.name, email: admin.email });
    expect(page.entries[0]!.actor).toBeNull();
    expect((await read('', await accountOf(ctx, ROLES.owner))).statusCode).toBe(200);
    for (const role of [ROLES.organizer, ROLES.exhibitor, ROLES.user]) expect((await read('', await accountOf(ctx, role))).statusCode).toBe(403);
    expect((await read('', null)).statusCode).toBe(401);
  });

  it('filters by area or action, by who, and by days (both included), and pages', async () => {
    const actions = async (query: string) => (await read(query)).json<AuditPage>().entries.map((entry) => entry.action);
    expect(await actions('?action=artwork')).toEqual(['artwork.upload', 'artwork.review']);
    expect(await actions('?action=artwork.review')).toEqual(['artwork.review']);
    expect(await actions(`?actorId=${admin.userId}`)).toEqual(['artwork.review', 'event.create']);
    expect(await actions('?from=2026-11-02&to=2026-11-03')).toEqual(['artwork.upload', 'artwork.review']);
    expect((await read('?limit=1&page=2')).json<AuditPage>()).toMatchObject({ totalItems: 3, totalPages: 3, currentPage: 2, entries: [{ action: 'artwork.review' }] });
    expect((await read('?from=yesterday')).json().errors).toEqual({ from: AUDIT_MESSAGES.dayInvalid });
    expect((await read('?to=2026-13-45')).json().errors).toEqual({ to: AUDIT_MESSAGES.dayInvalid });
    expect((await read("?action=x' or 1=1")).json().errors).toEqual({ action: AUDIT_MESSAGES.actionInvalid });
  });
});
