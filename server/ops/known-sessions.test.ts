import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { describeOnEachDatabase } from '../test/harness';
import { StatementCount } from '../test/statement-count';

const GUARDED = '/api/test/guarded';

describeOnEachDatabase('sessions known to the process', (ctx) => {
  const statements = new StatementCount();
  let app: FastifyInstance;
  beforeAll(async () => {
    // A bound far longer than the test: the epoch is read once, at the first request.
    app = await buildApp({ config: ctx.configWith({ REVOCATION_BOUND_MS: '60000' }), db: ctx.db.withPlugin(statements) });
    app.get(GUARDED, { config: { permission: 'editOwnProfile' } }, async (request) => ({ id: request.user?.id }));
    await app.ready();
  });
  afterAll(() => app.close());

  const guarded = async (token: string) => {
    const before = statements.count;
    const response = await ctx.request({ app, url: GUARDED, token });
    return { status: response.statusCode, body: response.json<{ id?: number }>(), statements: statements.count - before };
  };

  it('answers a session it has checked without reading the database', async () => {
    const user = await ctx.registerUser();
    const first = await guarded(user.token);
    expect(first).toMatchObject({ status: 200, body: { id: user.id } });
    expect(first.statements).toBeGreaterThan(0);
    expect(await guarded(user.token)).toEqual({ status: 200, body: { id: user.id }, statements: 0 });
  });

  it('reads the session again once anything that ends sessions was written through its database handle, whoever wrote it', async () => {
    const user = await ctx.registerUser();
    const other = await ctx.registerUser();
    await guarded(user.token);
    expect((await guarded(user.token)).statements).toBe(0);
    // A change to another account: this session is read again, and stays good.
    await ctx.db.updateTable('users').set({ lastname: 'Moved' }).where('id', '=', other.id).execute();
    expect(await guarded(user.token)).toMatchObject({ status: 200 });
    expect((await guarded(user.token)).statements).toBe(0);
    await ctx.db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    expect((await guarded(user.token)).status).toBe(401);
  });

  it('keeps the sessions it knows when someone signs in', async () => {
    const user = await ctx.registerUser();
    const other = await ctx.registerUser();
    await guarded(user.token);
    const signIn = await ctx.request({ app, method: 'POST', url: '/api/auth/login', body: { email: other.email, password: other.password } });
    expect(signIn.statusCode).toBe(200);
    expect(await guarded(user.token)).toEqual({ status: 200, body: { id: user.id }, statements: 0 });
  });

  it('keeps nothing of a session refused', async () => {
    const user = await ctx.registerUser();
    await ctx.db.updateTable('users').set({ status: 'Inactive' }).where('id', '=', user.id).execute();
    expect((await guarded(user.token)).status).toBe(401);
    const again = await guarded(user.token);
    expect(again.status).toBe(401);
    expect(again.statements).toBeGreaterThan(0);
  });
});
