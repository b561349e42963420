import { expect, it } from 'vitest';
import { ALL_ROLES, can, MESSAGES, type Role } from '../../../src/api/contract';
import { describeOnEachDatabase, type TestContext } from '../../test/harness';
import { accountOf } from '../../test/accounts';
import { KINDS, type TestKind } from '../../test/account-kinds';

type Endpoint = { name: string; ok: number; call: (kind: TestKind, id: number) => { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown } };

const ENDPOINTS: Endpoint[] = [
  { name: 'list', ok: 200, call: (kind) => ({ method: 'GET', url: kind.listPath }) },
  { name: 'export', ok: 200, call: (kind) => ({ method: 'GET', url: `${kind.listPath}/export.csv` }) },
  { name: 'read', ok: 200, call: (kind, id) => ({ method: 'GET', url: `${kind.itemPath}/${id}` }) },
  { name: 'create', ok: 201, call: (kind) => ({ method: 'POST', url: kind.itemPath, body: kind.body() }) },
  { name: 'update', ok: 200, call: (kind, id) => ({ method: 'PUT', url: `${kind.itemPath}/${id}`, body: kind.body({ password: '' }) }) },
  { name: 'delete', ok: 200, call: (kind, id) => ({ method: 'DELETE', url: `${kind.itemPath}/${id}` }) },
];

const rowCount = async (ctx: TestContext, kind: TestKind) =>
  Number((await ctx.db.selectFrom(kind.table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/** Every endpoint of every kind, asked by no one and by each role: the server decides, not the menu. */
describeOnEachDatabase('account endpoints × roles', (ctx) => {
  const tokens = new Map<Role, string>();
  const target = async (kind: TestKind, admin: string) => {
    const created = await ctx.request({ method: 'POST', url: kind.itemPath, token: admin, body: kind.body() });
    expect(created.statusCode).toBe(201);
    return created.json<{ id: number }>().id;
  };
  const adminToken = () => tokens.get('admin')!;

  it('has a permissions table that agrees with who may manage each kind', () => {
    for (const kind of KINDS) expect(ALL_ROLES.filter((role) => can(role, kind.permission))).toEqual([...kind.managers].sort((a, b) => ALL_ROLES.indexOf(a) - ALL_ROLES.indexOf(b)));
  });

  it('signs in one account of every role', async () => {
    for (const role of ALL_ROLES) tokens.set(role, (await accountOf(ctx, role)).token);
    expect(tokens.size).toBe(ALL_ROLES.length);
  });

  for (const kind of KINDS) {
    for (const endpoint of ENDPOINTS) {
      it(`${kind.name}: ${endpoint.name} without a token is 401 and changes nothing`, async () => {
        const id = await target(kind, adminToken());
        const before = await rowCount(ctx, kind);
        const response = await ctx.request(endpoint.call(kind, id));
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: MESSAGES.pleaseLogin });
        expect(await rowCount(ctx, kind)).toBe(before);
      });

      for (const role of ALL_ROLES) {
        const allowed = kind.managers.includes(role);
        it(`${kind.name}: ${endpoint.name} as ${role} is ${allowed ? endpoint.ok : 403}`, async () => {
          const id = await target(kind, adminToken());
          const before = await rowCount(ctx, kind);
          const response = await ctx.request({ ...endpoint.call(kind, id), token: tokens.get(role) });
          expect(response.statusCode, response.body).toBe(allowed ? endpoint.ok : 403);
          if (!allowed) {
            expect(response.json()).toEqual({ message: MESSAGES.forbidden });
            expect(await rowCount(ctx, kind)).toBe(before);
          }
        });
      }
    }
  }
});
