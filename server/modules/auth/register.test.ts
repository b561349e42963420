import { createHash } from 'node:crypto';
import { decodeJwt } from 'jose';
import { beforeAll, expect, it } from 'vitest';
import { type Event, type ImportReport, MAIL_GREETING, MESSAGES, PUBLIC_PATHS, REGISTRATION_MAIL_TEXTS, ROLES } from '../../../src/api/contract';
import { translate } from '../../../src/api/contract/i18n/translate';
import { type Cast, castOf } from '../../test/accounts';
import { describeOnEachDatabase } from '../../test/harness';
import { readMail, registrationTokenFrom } from '../../test/smtp';
import { REGISTRATION_LINK_HOURS } from './registration-link';
import { eventInput } from '../../test/events';

describeOnEachDatabase(
  'self-registration with a confirmed email',
  (ctx) => {
    let cast: Cast;
    beforeAll(async () => {
      cast = await castOf(ctx);
    });

    const register = (body: unknown, ip?: string) => ctx.request({ method: 'POST', url: '/api/auth/register', body, ip });
    const confirm = (body: unknown, ip?: string) => ctx.request({ method: 'POST', url: '/api/auth/confirm-registration', body, ip });
    const valid = () => ({ firstname: 'Ann', lastname: 'Lee', email: ctx.uniqueEmail(), password: 'long enough', role: 'user' });
    const pendingOf = (email: string) => ctx.db.selectFrom('pending_registrations').selectAll().where('email_lower', '=', email.toLowerCase()).executeTakeFirst();
    const userOf = (email: string) => ctx.db.selectFrom('users').selectAll().where('email_lower', '=', email.toLowerCase()).executeTakeFirst();
    const pendingCount = async () =>
      Number((await ctx.db.selectFrom('pending_registrations').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count);
    /** Signs up and reads the token of the link from the email the SMTP server received. */
    async function signUp(body = valid()) {
      const response = await register(body);
      expect(response.statusCode, response.body).toBe(202);
      return { body, token: await ctx.registrationToken(body.email) };
    }

    it('gives the account the language the sign-up was made in, kept while it waits for confirmation', async () => {
      const user = await ctx.registerUser({ language: 'fr' });
      expect((await ctx.request({ url: '/api/user/profile', token: user.token })).json().user.language).toBe('fr');
      const refused = await ctx.request({ method: 'POST', url: '/api/auth/register', body: { firstname: 'Bo', lastname: 'Li', email: ctx.uniqueEmail(), password: 'correct horse battery', language: 'klingon' } });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(MESSAGES.languageInvalid);
    });

    it('a sign-up is confirmed in the language its page was shown in, before any account exists', async () => {
      const email = ctx.uniqueEmail('registro');
      const registered = await ctx.request({ method: 'POST', url: '/api/auth/register', body: { firstname: 'Inés', lastname: 'Ruiz', email, password: 'long enough', role: 'user', language: 'es' } });
      expect(registered.statusCode, registered.body).toBe(202);
      const { subject, text } = readMail(await ctx.smtp.next(email));
      expect(subject).toBe(translate('es', REGISTRATION_MAIL_TEXTS.confirmSubject));
      expect(text).toContain(translate('es', MAIL_GREETING, { firstName: 'Inés' }));
      expect(text).toContain(translate('es', REGISTRATION_MAIL_TEXTS.confirmExpiry, { hours: REGISTRATION_LINK_HOURS }));
      expect(text).toContain(`${translate('es', REGISTRATION_MAIL_TEXTS.confirmAction)}: ${ctx.config.appUrl}${PUBLIC_PATHS.confirmSignUp}?token=`);
    });

    it('answers "check your email", makes no account and emails a link whose token alone is stored hashed', async () => {
      const body = valid();
      const before = await ctx.userCount();
      const response = await register(body);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: MESSAGES.registrationEmailSent });
      expect(await ctx.userCount()).toBe(before);
      expect(await userOf(body.email)).toBeUndefined();

      const mail = await ctx.smtp.next(body.email);
      expect(mail.source).toContain(`Subject: ${REGISTRATION_MAIL_TEXTS.confirmSubject}`);
      expect(mail.source).toContain(`${ctx.config.appUrl}/confirm-signup?token=`);
      const token = registrationTokenFrom(mail);
      expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits of base64url
      const pending = (await pendingOf(body.email))!;
      expect(pending).toMatchObject({ email: body.email, firstname: 'Ann', lastname: 'Lee', token_hash: createHash('sha256').update(token).digest('hex') });
      expect(pending.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      const hoursValid = (Date.parse(pending.expires_at) - Date.now()) / 3_600_000;
      expect(hoursValid).toBeGreaterThan(23.9);
      expect(hoursValid).toBeLessThanOrEqual(24);
      for (const table of ['outbox', 'pending_registrations', 'users', 'audit_log'] as const) {
        expect(JSON.stringify(await ctx.db.selectFrom(table).selectAll().execute())).not.toContain(token);
      }
    });

    it('confirming with the link and the password makes a user (whatever role was sent), signs in, and works once', async () => {
      const { body, token } = await signUp({ ...valid(), role: ROLES.admin });
      const response = await confirm({ token, password: body.password });
      expect(response.statusCode, response.body).toBe(201);
      const json = response.json();
      expect(json.message).toBe(MESSAGES.registrationSuccess);
      expect(decodeJwt(json.token)).toMatchObject({ email: body.email, firstname: 'Ann', lastname: 'Lee', role: ROLES.user });
      expect((await ctx.request({ url: '/api/user/profile', token: json.token })).statusCode).toBe(200);

      const user = (await userOf(body.email))!;
      expect(user).toMatchObject({ role: ROLES.user, status: 'Active', firstname: 'Ann', lastname: 'Lee' });
      const audit = await ctx.db.selectFrom('audit_log').selectAll().where('subject_id', '=', user.id).where('subject_type', '=', 'user').execute();
      expect(audit.map((entry) => entry.action)).toEqual(['user.register']);
      expect(await pendingOf(body.email)).toBeUndefined();
      expect((await ctx.request({ method: 'POST', url: '/api/auth/login', body: { email: body.email, password: body.password } })).statusCode).toBe(200);

      const again = await confirm({ token, password: body.password });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: MESSAGES.registrationLinkInvalid });
    });

    it('refuses an unknown, expired or replaced link, and a wrong password, with 400 and makes nothing', async () => {
      const before = await ctx.userCount();
      for (const token of ['not-a-token', '', 'x'.repeat(600)]) {
        const response = await confirm({ token, password: 'long enough' });
        expect(response.statusCode, token).toBe(400);
        expect(response.json().message).toBe(MESSAGES.registrationLinkInvalid);
      }

      const { body, token } = await signUp();
      const wrong = await confirm({ token, password: 'not the one chosen' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: MESSAGES.registrationPasswordWrong, errors: { password: MESSAGES.registrationPasswordWrong } });
      expect(await pendingOf(body.email)).toBeDefined();

      // Signing up again sends a new link, which replaces the first; the password now chosen counts.
      const second = await signUp({ ...body, password: 'second choice' });
      expect((await confirm({ token, password: 'second choice' })).json()).toEqual({ message: MESSAGES.registrationLinkInvalid });

      await ctx.db.updateTable('pending_registrations').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('email_lower', '=', body.email).execute();
      const expired = await confirm({ token: second.token, password: 'second choice' });
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({ message: MESSAGES.registrationLinkInvalid });
      expect(await ctx.userCount()).toBe(before);

      // The next sign-up, anyone's, sweeps the expired one away with its password hash.
      await signUp();
      expect(await pendingOf(body.email)).toBeUndefined();
    });

    it('a pending sign-up does not hold the address: staff add it as an exhibitor, and the late confirmation gets 409', async () => {
      const event = (await ctx.request({ method: 'POST', url: '/api/event', token: cast.organiser.token, body: eventInput({ name: 'Pending Fair' }) })).json<Event>();
      const { body, token } = await signUp();
      const added = await ctx.request({
        method: 'POST',
        url: `/api/event/${event.id}/exhibitor`,
        token: cast.organiser.token,
        body: { companyName: 'Pending Co', productCategory: 'Print', boothSize: '3x3', contactPerson: 'Jo Lee', email: body.email.toUpperCase() },
      });
      expect(added.statusCode, added.body).toBe(201);
      const company = (await userOf(body.email))!;
      expect(company.role).toBe(ROLES.exhibitor);

      const late = await confirm({ token, password: body.password });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ message: MESSAGES.registrationTaken });
      expect(await pendingOf(body.email)).toBeUndefined();
      // The company's account is as staff made it: the sign-up's password does not open it.
      expect(await userOf(body.email)).toEqual(company);
      expect((await ctx.request({ method: 'POST', url: '/api/auth/login', body: { email: body.email, password: body.password } })).statusCode).toBe(401);

      // The same through the import.
      const other = await signUp();
      const csv = ['Company Name,Product Category,Booth Size,Contact Person,Email', `Imported Co,Print,3x3,Jo Lee,${other.body.email}`].join('\n');
      const report = (await ctx.request({ method: 'POST', url: `/api/event/${event.id}/exhibitors/import`, token: cast.organiser.token, body: { csv, commit: true } })).json<ImportReport>();
      expect(report.rows.map((row) => row.action)).toEqual(['create']);
      expect((await confirm({ token: other.token, password: other.body.password })).statusCode).toBe(409);
    });

    it('answers an address that has an account exactly as a new one, and emails its owner a notice instead', async () => {
      const owner = await ctx.registerUser({ firstname: 'Olive' });
      const before = await ctx.userCount();
      const fresh = await register(valid());
      const taken = await register({ ...valid(), firstname: 'Mallory', email: `  ${owner.email.toUpperCase()} `, password: 'attacker pass' });
      expect(taken.statusCode).toBe(fresh.statusCode);
      expect(taken.json()).toEqual(fresh.json());
      expect(await ctx.userCount()).toBe(before);
      expect(await pendingOf(owner.email)).toBeUndefined();
      expect((await ctx.request({ method: 'POST', url: '/api/auth/login', body: { email: owner.email, password: owner.password } })).statusCode).toBe(200);

      const notice = await ctx.smtp.next(owner.email);
      expect(notice.source).toContain(`Subject: ${REGISTRATION_MAIL_TEXTS.existsSubject}`);
      expect(notice.source).toContain('Hello Olive,');
      expect(notice.source).not.toContain('Mallory');
      expect(notice.source).toContain(`${ctx.config.appUrl}/reset-password`);
      expect(notice.source).not.toContain('/confirm-signup');
    });

    it('refuses bad fields with the sign-up form’s messages and keeps nothing', async () => {
      const before = await pendingCount();
      for (const field of ['firstname', 'lastname', 'email', 'password'] as const) {
        for (const value of [undefined, '', '   ']) {
          if (field === 'password' && value === '   ') continue; // spaces are a (short) password
          const response = await register({ ...valid(), [field]: value });
          expect(response.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
          expect(response.json().errors[field]).toBe(MESSAGES.allRequired);
        }
      }
      for (const password of ['1234567', 'x'.repeat(129)]) {
        expect((await register({ ...valid(), password })).json()).toMatchObject({ message: MESSAGES.passwordLength, errors: { password: MESSAGES.passwordLength } });
      }
      expect((await register({ ...valid(), email: 'not-an-email' })).json()).toMatchObject({ message: MESSAGES.emailInvalid });
      expect((await confirm({ token: 'abc' })).json()).toMatchObject({ errors: { password: MESSAGES.allRequired } });
      expect(await pendingCount()).toBe(before);
    });

    it('limits sign-ups per address, and confirmation tries per address', async () => {
      const app = await ctx.buildApp({ REGISTER_MAX_PER_WINDOW: '2', LOGIN_MAX_ATTEMPTS: '2' });
      const ip = '203.0.113.9';
      const at = (url: string, body: unknown, from = ip) => ctx.request({ app, method: 'POST', url, body, ip: from });
      for (let i = 0; i < 2; i += 1) expect((await at('/api/auth/register', valid())).statusCode).toBe(202);
      const before = await pendingCount();
      const refused = await at('/api/auth/register', valid());
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: MESSAGES.tooManyRequests });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await pendingCount()).toBe(before);
      // Another address is not held back.
      expect((await at('/api/auth/register', valid(), '203.0.113.10')).statusCode).toBe(202);

      for (let i = 0; i < 2; i += 1) expect((await at('/api/auth/confirm-registration', { token: `guess-${i}`, password: 'long enough' })).statusCode).toBe(400);
      expect((await at('/api/auth/confirm-registration', { token: 'guess-3', password: 'long enough' })).statusCode).toBe(429);
    });

    it('sends one address only so many sign-up emails, whoever asks, with the same answer', async () => {
      const app = await ctx.buildApp({ RESET_LINK_MAX_PER_WINDOW: '1' });
      const body = valid();
      const first = await ctx.request({ app, method: 'POST', url: '/api/auth/register', body });
      await ctx.smtp.next(body.email);
      const second = await ctx.request({ app, method: 'POST', url: '/api/auth/register', body: { ...body, password: 'another one' } });
      expect(second.statusCode).toBe(first.statusCode);
      expect(second.json()).toEqual(first.json());
      await ctx.app.background.drain();
      const rows = await ctx.db.selectFrom('outbox').select('id').where('to', '=', body.email).execute();
      expect(rows).toHaveLength(1);
    });
  },
  { smtp: true },
);
