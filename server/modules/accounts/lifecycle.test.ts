import * as z from 'zod/mini';
import { expect, it } from 'vitest';
import { MAIL_TEXTS, MESSAGES, ROLES } from '../../../src/api/contract';
import { describeOnEachDatabase, type TestContext } from '../../test/harness';
import { accountOf } from '../../test/accounts';
import { KINDS, signInPasswordOf, type TestKind } from '../../test/account-kinds';
import { translate } from '../../../src/api/contract/i18n/translate';

const signIn = (ctx: TestContext, email: string, password: string) => ctx.request({ method: 'POST', url: '/api/auth/login', body: { email, password } });

/** Create → read → list → update → delete of each kind, and what each step does to the sign-in account. */
describeOnEachDatabase(
  'account lifecycle',
  (ctx) => {
    let admin: string;
    it('has an admin to act', async () => {
      admin = (await accountOf(ctx, ROLES.admin)).token;
    });
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => ctx.request({ method, url, body, token: admin });
    const create = async (kind: TestKind, overrides: Record<string, unknown> = {}) => {
      const body = kind.body(overrides);
      const response = await call('POST', kind.itemPath, body);
      expect(response.statusCode, response.body).toBe(201);
      return { body, entity: response.json() };
    };
    /** The password the account signs in with (an invited one sets it through its invitation first). */
    const passwordOf = (kind: TestKind, body: Record<string, unknown>) =>
      signInPasswordOf(kind, body, ctx.smtp, (reset) => ctx.request({ method: 'POST', url: '/api/auth/reset-password', body: reset }));

    for (const kind of KINDS) {
      it(`${kind.name}: creates the profile and its account together, answering the contract's shape`, async () => {
        const { body, entity } = await create(kind);
        expect(z.strictObject(kind.entity.shape as never).safeParse(entity).success).toBe(true);
        expect(entity.User).toMatchObject({ firstname: body.firstname, lastname: body.lastname, email: body.email, role: kind.role });
        expect(entity.status).toBe('Active');
        expect((await call('GET', `${kind.itemPath}/${entity.id}`)).json()).toEqual(entity);
        const list = (await call('GET', kind.listPath)).json();
        expect(list[kind.listKey][0]).toEqual(entity);
        expect(entity.User.invited).toBe(kind.invited);
        expect((await signIn(ctx, String(body.email), await passwordOf(kind, body))).statusCode).toBe(200);
        // Created once, the invitation's password set, and the sign-in above: each sign-in is audited with how it happened.
        const audit = await ctx.db.selectFrom('audit_log').select('action').where('subject_id', '=', entity.User.id).orderBy('id').execute();
        expect(audit.map((row) => row.action)).toEqual(kind.invited ? [`${kind.audit}.create`, 'user.password-reset', 'user.sign-in'] : [`${kind.audit}.create`, 'user.sign-in']);
      });

      it(`${kind.name}: status defaults to Active, and the account always gets the kind's role`, async () => {
        const { status: _status, role: _role, ...body } = kind.body();
        const response = await call('POST', kind.itemPath, body);
        expect(response.statusCode).toBe(201);
        expect(response.json()).toMatchObject({ status: 'Active', User: { role: kind.role } });
      });

      it(`${kind.name}: a blank password on update keeps the current one and the current sessions`, async () => {
        const { body, entity } = await create(kind);
        const password = await passwordOf(kind, body);
        const token = (await signIn(ctx, String(body.email), password)).json().token;
        const updated = await call('PUT', `${kind.itemPath}/${entity.id}`, { ...body, firstname: 'Renamed', password: '' });
        expect(updated.statusCode).toBe(200);
        expect(updated.json().User.firstname).toBe('Renamed');
        expect((await signIn(ctx, String(body.email), password)).statusCode).toBe(200);
        expect((await ctx.request({ url: '/api/user/profile', token })).statusCode).toBe(200);
      });

      it.runIf(kind.invited)(`${kind.name}: a password an admin sends is not the account's: it and its sessions stay`, async () => {
        const { body, entity } = await create(kind);
        const password = await passwordOf(kind, body);
        const token = (await signIn(ctx, String(body.email), password)).json().token;
        expect((await call('PUT', `${kind.itemPath}/${entity.id}`, { ...body, password: 'a brand new secret' })).statusCode).toBe(200);
        expect((await ctx.request({ url: '/api/user/profile', token })).statusCode).toBe(200);
        expect((await signIn(ctx, String(body.email), 'a brand new secret')).statusCode).toBe(401);
        expect((await signIn(ctx, String(body.email), password)).statusCode).toBe(200);
      });

      it.runIf(!kind.invited)(`${kind.name}: a new password works at once and ends the account's sessions`, async () => {
        const { body, entity } = await create(kind);
        const token = (await signIn(ctx, String(body.email), String(body.password))).json().token;
        expect((await call('PUT', `${kind.itemPath}/${entity.id}`, { ...body, password: 'a brand new secret' })).statusCode).toBe(200);
        expect((await ctx.request({ url: '/api/user/profile', token })).statusCode).toBe(401);
        expect((await signIn(ctx, String(body.email), String(body.password))).statusCode).toBe(401);
        expect((await signIn(ctx, String(body.email), 'a brand new secret')).statusCode).toBe(200);
      });

      it(`${kind.name}: Inactive refuses the account's token and its sign-in`, async () => {
        const { body, entity } = await create(kind);
        const password = await passwordOf(kind, body);
        const token = (await signIn(ctx, String(body.email), password)).json().token;
        expect((await call('PUT', `${kind.itemPath}/${entity.id}`, { ...body, password: '', status: 'Inactive' })).json().status).toBe('Inactive');
        expect((await ctx.request({ url: '/api/user/profile', token })).statusCode).toBe(401);
        const refused = await signIn(ctx, String(body.email), password);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ message: MESSAGES.accountInactive });
      });

      it(`${kind.name}: an email change tells the old address over SMTP`, async () => {
        const { body, entity } = await create(kind);
        if (kind.invited) await ctx.smtp.next(String(body.email)); // its invitation comes first
        const moved = ctx.uniqueEmail('moved');
        expect((await call('PUT', `${kind.itemPath}/${entity.id}`, { ...body, email: moved, password: '' })).statusCode).toBe(200);
        const notice = await ctx.smtp.next(String(body.email));
        expect(notice.source).toContain(translate('en', MAIL_TEXTS.emailChangedBody, { email: moved }));
      });

      it(`${kind.name}: delete removes the profile, the account and its search terms, and is audited`, async () => {
        const { body, entity } = await create(kind);
        const password = await passwordOf(kind, body);
        const response = await call('DELETE', `${kind.itemPath}/${entity.id}`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ message: kind.deleted });
        expect(await ctx.db.selectFrom(kind.table).select('id').where('id', '=', entity.id).executeTakeFirst()).toBeUndefined();
        expect(await ctx.db.selectFrom('users').select('id').where('id', '=', entity.User.id).executeTakeFirst()).toBeUndefined();
        expect(await ctx.db.selectFrom('user_search_terms').select('term').where('user_id', '=', entity.User.id).execute()).toEqual([]);
        expect((await call('GET', `${kind.itemPath}/${entity.id}`)).statusCode).toBe(404);
        expect((await signIn(ctx, String(body.email), password)).statusCode).toBe(401);
        const audit = await ctx.db.selectFrom('audit_log').select('action').where('subject_id', '=', entity.User.id).execute();
        const created = kind.invited ? [`${kind.audit}.create`, 'user.password-reset'] : [`${kind.audit}.create`];
        expect(audit.map((row) => row.action)).toEqual([...created, `${kind.audit}.delete`]);
      });

      it(`${kind.name}: no answer ever carries a password or its hash`, async () => {
        const { entity } = await create(kind);
        for (const response of [
          await call('GET', kind.listPath),
          await call('GET', `${kind.itemPath}/${entity.id}`),
          await call('PUT', `${kind.itemPath}/${entity.id}`, kind.body({ password: 'another long secret' })),
          await call('GET', `${kind.listPath}/export.csv`),
        ]) {
          expect(response.body).not.toMatch(/password|argon2/i);
        }
      });
    }

    it('a company is added in the language chosen, which an edit by staff leaves as its owner set it', async () => {
      const kind = KINDS.find((each) => each.role === ROLES.exhibitor)!;
      const { body, entity } = await create(kind, { language: 'es' });
      const languageOf = async () => (await ctx.db.selectFrom('users').select('language').where('id', '=', entity.User.id).executeTakeFirstOrThrow()).language;
      expect(await languageOf()).toBe('es');
      expect((await call('PUT', `${kind.itemPath}/${entity.id}`, { ...body, password: '', language: 'de' })).statusCode).toBe(200);
      expect(await languageOf()).toBe('es');
      const refused = await call('POST', kind.itemPath, kind.body({ language: 'klingon' }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ language: MESSAGES.languageInvalid });
    });

    it('a created organiser gets a real reset email from the detail screen’s Send Reset Link', async () => {
      const organisers = KINDS.find((kind) => kind.table === 'event_organisers')!;
      const { body } = await create(organisers);
      await ctx.smtp.next(String(body.email)); // its invitation comes first
      const sent = await ctx.request({ method: 'POST', url: '/api/auth/send-reset-link', body: { email: body.email } });
      expect(sent.statusCode).toBe(200);
      const mail = await ctx.smtp.next(String(body.email));
      expect(mail.source).toContain(`Subject: ${MAIL_TEXTS.resetSubject}`);
      expect(mail.source).toMatch(/\/set-password\?token=[\w-]+/);
    });
  },
  { smtp: true },
);
