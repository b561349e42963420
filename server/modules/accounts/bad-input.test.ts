import { expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, MESSAGES, ROLES } from '../../../src/api/contract';
import { describeOnEachDatabase, type TestContext } from '../../test/harness';
import { accountOf } from '../../test/accounts';
import { KINDS, type TestKind } from '../../test/account-kinds';

/** Everything a kind's tables and the users table hold, to show that a refused request changed nothing. */
async function snapshot(ctx: TestContext, kind: TestKind) {
  return {
    profiles: await ctx.db.selectFrom(kind.table).selectAll().orderBy('id').execute(),
    users: await ctx.db.selectFrom('users').selectAll().orderBy('id').execute(),
    terms: await ctx.db.selectFrom('user_search_terms').selectAll().orderBy('term').orderBy('user_id').execute(),
  };
}

describeOnEachDatabase('account endpoints refuse bad input and change nothing', (ctx) => {
  let admin: string;
  it('has an admin to act', async () => {
    admin = (await accountOf(ctx, ROLES.admin)).token;
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, headers?: Record<string, string>) =>
    ctx.request({ method, url, body, token: admin, headers });

  /** Sends the request and expects the status and message, with every row as it was. */
  async function refused(kind: TestKind, request: () => ReturnType<typeof call>, status: number, expected: { message: string; errors?: Record<string, string> }) {
    const before = await snapshot(ctx, kind);
    const response = await request();
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toEqual(expected.message);
    if (expected.errors) expect(response.json().errors).toEqual(expected.errors);
    expect(await snapshot(ctx, kind)).toEqual(before);
    return response;
  }

  for (const kind of KINDS) {
    const existing = async () => (await call('POST', kind.itemPath, kind.body())).json<{ id: number; User: { email: string } }>();

    it(`${kind.name}: each missing required field gets its own message`, async () => {
      const body = kind.body();
      const common = {
        firstname: kind.table === 'owner_admins' ? MESSAGES.firstNameRequired : ACCOUNT_MESSAGES.firstNameRequired,
        lastname: kind.table === 'owner_admins' ? MESSAGES.lastNameRequired : ACCOUNT_MESSAGES.lastNameRequired,
        email: MESSAGES.emailRequired,
        // An invited kind's body has no password: the account sets its own.
        ...(kind.invited ? {} : { password: kind.table === 'owner_admins' ? ACCOUNT_MESSAGES.passwordRequiredForNewAdmins : ACCOUNT_MESSAGES.passwordRequired }),
      };
      for (const [field, message] of Object.entries({ ...common, ...kind.required })) {
        // Passwords are not trimmed: blank is empty, and spaces are a (too short) password.
        const blank = field === 'password' ? '' : '  ';
        await refused(kind, () => call('POST', kind.itemPath, { ...body, [field]: blank }), 400, { message, errors: { [field]: message } });
      }
      const blank = await call('POST', kind.itemPath, {});
      expect(Object.keys(blank.json().errors).sort()).toEqual(Object.keys({ ...common, ...kind.required }).sort());
    });

    it(`${kind.name}: wrong types, bad email, short password, over-long text and control characters are 400`, async () => {
      for (const changes of [
        { firstname: 42 },
        { email: 'not-an-email' },
        ...(kind.invited ? [] : [{ password: 'short' }]),
        { lastname: 'x'.repeat(101) },
        { firstname: 'Ni\u0000a' },
        { status: 'Gone' },
        { role: ROLES.admin },
      ]) {
        const response = await refused(kind, () => call('POST', kind.itemPath, kind.body(changes)), 400, { message: expect.any(String) as never });
        expect(Object.keys(response.json().errors)).toEqual(Object.keys(changes));
      }
    });

    it(`${kind.name}: a duplicate email in another case is 409, on create and on update`, async () => {
      const first = await existing();
      const second = await existing();
      await refused(kind, () => call('POST', kind.itemPath, kind.body({ email: first.User.email.toUpperCase() })), 409, { message: MESSAGES.emailTaken });
      await refused(kind, () => call('PUT', `${kind.itemPath}/${second.id}`, kind.body({ email: ` ${first.User.email.toUpperCase()} `, password: '' })), 409, {
        message: MESSAGES.emailTaken,
      });
    });

    it(`${kind.name}: an unknown id is 404; one that is not a whole number a database holds is 400 with a plain message`, async () => {
      for (const [method, body] of [['GET'], ['PUT', kind.body()], ['DELETE']] as const) {
        await refused(kind, () => call(method, `${kind.itemPath}/999999`, body), 404, { message: MESSAGES.notFound });
        for (const id of ['abc', '0', '-3', '1.5', '1e3', '99999999999']) {
          await refused(kind, () => call(method, `${kind.itemPath}/${id}`, body), 400, { message: MESSAGES.idInvalid, errors: { id: MESSAGES.idInvalid } });
        }
      }
    });

    it(`${kind.name}: another kind's id is 404, not that other record`, async () => {
      const other = KINDS.find((candidate) => candidate !== kind)!;
      const foreign = (await call('POST', other.itemPath, other.body())).json<{ id: number }>();
      const mine = await ctx.db.selectFrom(kind.table).select('id').where('id', '=', foreign.id).executeTakeFirst();
      if (mine) await ctx.db.deleteFrom(kind.table).where('id', '=', foreign.id).execute();
      await refused(kind, () => call('GET', `${kind.itemPath}/${foreign.id}`), 404, { message: MESSAGES.notFound });
      await refused(kind, () => call('DELETE', `${kind.itemPath}/${foreign.id}`), 404, { message: MESSAGES.notFound });
      expect((await call('GET', `${other.itemPath}/${foreign.id}`)).statusCode).toBe(200);
    });

    it(`${kind.name}: bad paging is 400 with a plain message, a huge limit is capped, a page past the end is empty`, async () => {
      await existing();
      for (const page of ['abc', '0', '-1', '1.5', '']) {
        const response = await call('GET', `${kind.listPath}?page=${page}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(MESSAGES.pageInvalid);
      }
      expect((await call('GET', `${kind.listPath}?limit=0`)).json().message).toBe(MESSAGES.limitInvalid);
      const capped = await call('GET', `${kind.listPath}?limit=100000`);
      expect(capped.statusCode).toBe(200);
      expect(capped.json()[kind.listKey].length).toBeLessThanOrEqual(100);
      const past = (await call('GET', `${kind.listPath}?page=9999`)).json();
      expect(past[kind.listKey]).toEqual([]);
      expect(past.currentPage).toBe(9999);
      expect(past.totalItems).toBeGreaterThan(0);
      expect((await call('GET', `${kind.listPath}?search=${'x'.repeat(101)}`)).statusCode).toBe(400);
    });

    it(`${kind.name}: malformed JSON and a non-object body are 400`, async () => {
      await refused(kind, () => call('POST', kind.itemPath, '{"firstname":', { 'content-type': 'application/json' }), 400, { message: MESSAGES.malformedJson });
      await refused(kind, () => call('POST', kind.itemPath, [1, 2]), 400, { message: MESSAGES.invalidRequest });
    });
  }

  it('an organiser update without an id says that the id is required', async () => {
    const organisers = KINDS.find((kind) => kind.table === 'event_organisers')!;
    await refused(organisers, () => call('PUT', '/api/event-organiser', organisers.body()), 400, { message: ACCOUNT_MESSAGES.organizerIdRequired });
  });
});
