import { expect, it } from 'vitest';
import { MESSAGES, ROLES, SIGN_IN_CODE_TRIES, SIGN_IN_MESSAGES } from '../../../src/api/contract';
import { describeOnEachDatabase } from '../../test/harness';
import { accountOf } from '../../test/accounts';
import { KINDS } from '../../test/account-kinds';
import { mailText, signInCodeFrom } from '../../test/smtp';
import { MAIL_GREETING, SIGN_IN_MAIL_TEXTS } from '../../../src/api/contract';
import { translate } from '../../../src/api/contract/i18n/translate';
import { createSignInCode } from './sign-in-code';

const companyKind = KINDS.find((kind) => kind.audit === 'company')!;

describeOnEachDatabase(
  'sign-in codes',
  (ctx) => {
    const ask = (email: string, ip?: string) => ctx.request({ method: 'POST', url: '/api/auth/sign-in-code/send', body: { email }, ...(ip ? { ip } : {}) });
    const signIn = (email: string, code: string, ip?: string, app = ctx.app) => ctx.request({ app, method: 'POST', url: '/api/auth/sign-in-code', body: { email, code }, ...(ip ? { ip } : {}) });
    /** A code that is not `code`. */
    const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const audits = (userId: number) =>
      ctx.db.selectFrom('audit_log').select('detail').where('action', '=', 'user.sign-in').where('subject_id', '=', userId).execute();

    it('answers the same for an unknown address and sends nothing', async () => {
      const email = ctx.uniqueEmail('nobody');
      const response = await ask(email);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: SIGN_IN_MESSAGES.codeSent });
      await ctx.app.background.drain();
      expect(await ctx.db.selectFrom('outbox').select('id').where('to', '=', email).execute()).toEqual([]);
      const refused = await signIn(email, '123456');
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: SIGN_IN_MESSAGES.codeWrong });
    });

    it('emails a code that signs in once, kept only as a keyed hash, and audits how', async () => {
      const user = await ctx.registerUser();
      expect((await ask(user.email.toUpperCase())).json()).toEqual({ message: SIGN_IN_MESSAGES.codeSent });
      const code = signInCodeFrom(await ctx.smtp.next(user.email));
      expect(code).toMatch(/^\d{6}$/);
      const rows = await ctx.db.selectFrom('sign_in_codes').selectAll().where('user_id', '=', user.id).execute();
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(await ctx.db.selectFrom('outbox').select(['subject', 'template_values']).where('to', '=', user.email).execute())).not.toContain(code);
      expect(rows[0]!.code_hash).not.toContain(code);
      const minutes = (Date.parse(rows[0]!.expires_at) - Date.parse(rows[0]!.created_at)) / 60_000;
      expect(minutes).toBe(10);

      const done = await signIn(user.email, code);
      expect(done.statusCode, done.body).toBe(200);
      expect((await ctx.request({ url: '/api/user/profile', token: done.json().token })).statusCode).toBe(200);
      expect((await audits(user.id)).map((row) => row.detail)).toContain('code');
      expect((await signIn(user.email, code)).json()).toEqual({ message: SIGN_IN_MESSAGES.codeWrong });
    });

    it('emails the code in the language the account chose in its profile, German here', async () => {
      const user = await ctx.registerUser({ firstname: 'Jörg' });
      const profile = await ctx.request({ method: 'PUT', url: '/api/user/profile', token: user.token, body: { firstname: 'Jörg', lastname: 'Lee', email: user.email, language: 'de' } });
      expect(profile.statusCode, profile.body).toBe(200);
      expect(profile.json().user.language).toBe('de');
      await ask(user.email);
      const mail = await ctx.smtp.next(user.email);
      const text = mailText(mail);
      const de = (message: string, values?: Record<string, unknown>) => translate('de', message, values);
      expect(text).toContain(`Subject: ${de(SIGN_IN_MAIL_TEXTS.codeSubject)}`);
      expect(text).toContain(de(MAIL_GREETING, { firstName: 'Jörg' }));
      expect(text).toContain(de(SIGN_IN_MAIL_TEXTS.codeIntro));
      expect(text).toContain(de(SIGN_IN_MAIL_TEXTS.codeExpiry, { minutes: 10 }));
      expect(text).not.toContain(SIGN_IN_MAIL_TEXTS.codeIntro);
      const code = signInCodeFrom(mail);
      expect((await signIn(user.email, code)).statusCode).toBe(200);
    });

    it('a company an admin made in Italian gets its code email in Italian', async () => {
      const admin = (await accountOf(ctx, ROLES.admin)).token;
      const company = companyKind.body({ email: ctx.uniqueEmail('azienda'), language: 'it' });
      const created = await ctx.request({ method: 'POST', url: companyKind.itemPath, body: company, token: admin });
      expect(created.statusCode, created.body).toBe(201);
      await ask(String(company.email));
      const text = mailText(await ctx.smtp.next(String(company.email)));
      expect(text).toContain(`Subject: ${translate('it', SIGN_IN_MAIL_TEXTS.codeSubject)}`);
      expect(text).toContain(translate('it', SIGN_IN_MAIL_TEXTS.codeExpiry, { minutes: 10 }));
    });

    it('refuses a language the product does not speak and keeps the one set', async () => {
      const user = await ctx.registerUser();
      const refused = await ctx.request({ method: 'PUT', url: '/api/user/profile', token: user.token, body: { firstname: 'Ann', lastname: 'Lee', email: user.email, language: 'xx' } });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(MESSAGES.languageInvalid);
      expect((await ctx.request({ url: '/api/user/profile', token: user.token })).json().user.language).toBe('en');
    });

    it(`allows ${SIGN_IN_CODE_TRIES} tries: then even the right code is refused, and a new code works`, async () => {
      const user = await ctx.registerUser();
      const code = (await createSignInCode(ctx.db, ctx.config.jwtSecret, user.id))!;
      for (let i = 0; i < SIGN_IN_CODE_TRIES; i += 1) {
        const wrong = await signIn(user.email, other(code));
        expect(wrong.statusCode).toBe(401);
        expect(wrong.json()).toEqual({ message: SIGN_IN_MESSAGES.codeWrong });
      }
      expect((await signIn(user.email, code)).statusCode).toBe(401);
      const fresh = (await createSignInCode(ctx.db, ctx.config.jwtSecret, user.id))!;
      // A newer code ends the older one.
      const newer = (await createSignInCode(ctx.db, ctx.config.jwtSecret, user.id))!;
      if (newer !== fresh) expect((await signIn(user.email, fresh)).statusCode).toBe(401);
      expect((await signIn(user.email, newer)).statusCode).toBe(200);
    });

    it('lasts 10 minutes', async () => {
      const user = await ctx.registerUser();
      const code = (await createSignInCode(ctx.db, ctx.config.jwtSecret, user.id, new Date(Date.now() - 10 * 60_000 - 1000)))!;
      const refused = await signIn(user.email, code);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: SIGN_IN_MESSAGES.codeWrong });
      const recent = (await createSignInCode(ctx.db, ctx.config.jwtSecret, user.id, new Date(Date.now() - 9 * 60_000)))!;
      expect((await signIn(user.email, recent)).statusCode).toBe(200);
    });

    it('counts under the sign-in limits that passwords count under', async () => {
      const limited = await ctx.buildApp({ LOGIN_MAX_ATTEMPTS: '3' });
      const user = await ctx.registerUser();
      const ip = '198.51.100.23';
      const code = (await createSignInCode(ctx.db, ctx.config.jwtSecret, user.id))!;
      // Two wrong passwords and one wrong code from one address on one account: the limit is reached.
      for (const password of ['wrong one', 'wrong two']) {
        expect((await ctx.request({ app: limited, method: 'POST', url: '/api/auth/login', body: { email: user.email, password }, ip })).statusCode).toBe(401);
      }
      expect((await signIn(user.email, other(code), ip, limited)).statusCode).toBe(401);
      const over = await signIn(user.email, code, ip, limited);
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toMatch(/^Too many/);
      expect(over.headers['retry-after']).toBeDefined();
      // Another address still signs in with the right code.
      expect((await signIn(user.email, code, '198.51.100.24', limited)).statusCode).toBe(200);
    });

    it('refuses a malformed code or address with a clear 400 and counts nothing', async () => {
      for (const body of [{ email: 'a@example.com', code: '12345' }, { email: 'a@example.com', code: 'abcdef' }, { email: 'a@example.com' }, { code: '123456' }]) {
        const response = await ctx.request({ method: 'POST', url: '/api/auth/sign-in-code', body });
        expect(response.statusCode).toBe(400);
        expect([SIGN_IN_MESSAGES.codeFormat, SIGN_IN_MESSAGES.emailRequired, MESSAGES.invalidRequest]).toContain(response.json().message);
      }
      expect((await ctx.request({ method: 'POST', url: '/api/auth/sign-in-code/send', body: { email: 'not an email' } })).statusCode).toBe(400);
    });

    it('sends only so many codes to one address in the window', async () => {
      const user = await ctx.registerUser();
      const limited = await ctx.buildApp({ RESET_LINK_MAX_PER_WINDOW: '2' });
      for (let i = 0; i < 4; i += 1) {
        const response = await ctx.request({ app: limited, method: 'POST', url: '/api/auth/sign-in-code/send', body: { email: user.email } });
        expect(response.json()).toEqual({ message: SIGN_IN_MESSAGES.codeSent });
      }
      await limited.background.drain();
      const rows = await ctx.db.selectFrom('outbox').select('id').where('to', '=', user.email).where('template', '=', 'sign-in-code').execute();
      expect(rows).toHaveLength(2);
    });
  },
  { smtp: true },
);
