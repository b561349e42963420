import { createHash } from 'node:crypto';
import { expect, it, vi } from 'vitest';
import { MAIL_TEXTS, MESSAGES } from '../../../src/api/contract';
import { describeOnEachDatabase } from '../../test/harness';
import { resetTokenFrom } from '../../test/smtp';

describeOnEachDatabase(
  'password reset',
  (ctx) => {
    const sendLink = (email: string) => ctx.request({ method: 'POST', url: '/api/auth/send-reset-link', body: { email } });
    const resetPassword = (token: string, newPassword: string) =>
      ctx.request({ method: 'POST', url: '/api/auth/reset-password', body: { token, newPassword } });
    const checkToken = (token: string) => ctx.request({ method: 'POST', url: '/api/auth/check-reset-token', body: { token } });
    const login = (email: string, password: string) => ctx.request({ method: 'POST', url: '/api/auth/login', body: { email, password } });
    /** The emails to an address, besides the confirmation of its own sign-up (the sign-up's tests check that one). */
    const outboxFor = (email: string) => ctx.db.selectFrom('outbox').selectAll().where('to', '=', email).where('template', '!=', 'confirm-registration').execute();

    /** Asks for a link and reads its token from the email the SMTP server received. */
    async function linkToken(email: string): Promise<string> {
      const response = await sendLink(email);
      expect(response.json()).toEqual({ message: MESSAGES.resetLinkSentGeneric });
      return resetTokenFrom(await ctx.smtp.next(email));
    }

    it('answers the same for an unknown email and sends nothing', async () => {
      const email = ctx.uniqueEmail('nobody');
      const response = await sendLink(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: MESSAGES.resetLinkSentGeneric });
      await ctx.app.background.drain();
      expect(await outboxFor(email)).toEqual([]);
    });

    it('emails a single-use link over SMTP and stores only its hash', async () => {
      const user = await ctx.registerUser();
      const response = await sendLink(user.email.toUpperCase());
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: MESSAGES.resetLinkSentGeneric });
      const mail = await ctx.smtp.next(user.email);
      expect(mail.source).toContain(`Subject: ${MAIL_TEXTS.resetSubject}`);
      expect(mail.source).toContain(`${ctx.config.appUrl}/set-password?token=`);
      const token = resetTokenFrom(mail);
      expect(token.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits of base64url
      const rows = await ctx.db.selectFrom('reset_tokens').selectAll().where('user_id', '=', user.id).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(rows)).not.toContain(token);
      const minutesValid = (Date.parse(rows[0]!.expires_at) - Date.now()) / 60_000;
      expect(minutesValid).toBeGreaterThan(29);
      expect(minutesValid).toBeLessThanOrEqual(30);
      await vi.waitFor(async () => expect((await outboxFor(user.email))[0]?.sent_at).toBeTruthy());
      // Once sent, the link is kept nowhere: not in the outbox, not in any other table.
      for (const table of ['outbox', 'reset_tokens', 'users', 'audit_log', 'login_attempts'] as const) {
        expect(JSON.stringify(await ctx.db.selectFrom(table).selectAll().execute())).not.toContain(token);
      }
    });

    it('sets the password, ends every session and works only once', async () => {
      const user = await ctx.registerUser();
      const session = (await login(user.email, user.password)).json().token as string;
      expect((await ctx.request({ url: '/api/user/profile', token: session })).statusCode).toBe(200);

      const token = await linkToken(user.email);
      const done = await resetPassword(token, 'a brand new password');
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ message: MESSAGES.passwordResetDone });

      for (const old of [session, user.token]) {
        const refused = await ctx.request({ url: '/api/user/profile', token: old });
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toEqual({ message: MESSAGES.pleaseLogin });
      }
      expect((await login(user.email, user.password)).statusCode).toBe(401);
      expect((await login(user.email, 'a brand new password')).statusCode).toBe(200);

      const reused = await resetPassword(token, 'yet another password');
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toEqual({ message: MESSAGES.resetLinkInvalid });
      expect((await login(user.email, 'a brand new password')).statusCode).toBe(200);

      const audit = await ctx.db.selectFrom('audit_log').select('action').where('subject_id', '=', user.id).execute();
      expect(audit.map((entry) => entry.action)).toContain('user.password-reset');
    });

    it('checks a link without using it up: usable until used, then refused', async () => {
      const user = await ctx.registerUser();
      const token = await linkToken(user.email);
      for (let look = 1; look <= 2; look += 1) {
        const usable = await checkToken(token);
        expect(usable.statusCode).toBe(200);
        expect(usable.json()).toEqual({ message: MESSAGES.resetLinkUsable });
      }
      const [row] = await ctx.db.selectFrom('reset_tokens').select('used_at').where('user_id', '=', user.id).execute();
      expect(row?.used_at).toBeNull();
      expect((await resetPassword(token, 'a brand new password')).statusCode).toBe(200);
      const used = await checkToken(token);
      expect(used.statusCode).toBe(400);
      expect(used.json()).toEqual({ message: MESSAGES.resetLinkInvalid });
    });

    it('refuses to check an expired, bogus or missing token, and an inactive account’s', async () => {
      const user = await ctx.registerUser();
      const token = await linkToken(user.email);
      await ctx.db.updateTable('reset_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', user.id).execute();
      for (const response of [await checkToken(token), await checkToken('bogus-token-value'), await ctx.request({ method: 'POST', url: '/api/auth/check-reset-token', body: {} })]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(MESSAGES.resetLinkInvalid);
      }
      const other = await ctx.registerUser();
      const live = await linkToken(other.email);
      await ctx.db.updateTable('users').set({ status: 'Inactive' }).where('id', '=', other.id).execute();
      expect((await checkToken(live)).statusCode).toBe(400);
    });

    it('voids the first link when a second one is sent', async () => {
      const user = await ctx.registerUser();
      const first = await linkToken(user.email);
      const second = await linkToken(user.email);
      expect(second).not.toBe(first);
      expect((await resetPassword(first, 'first new password')).json()).toEqual({ message: MESSAGES.resetLinkInvalid });
      expect((await resetPassword(second, 'second new password')).statusCode).toBe(200);
    });

    it('refuses an expired link', async () => {
      const user = await ctx.registerUser();
      const token = await linkToken(user.email);
      await ctx.db.updateTable('reset_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', user.id).execute();
      const response = await resetPassword(token, 'too late password');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: MESSAGES.resetLinkInvalid });
      expect((await login(user.email, user.password)).statusCode).toBe(200);
    });

    it('refuses a bogus token and a short password', async () => {
      const bogus = await resetPassword('bogus-token-value', 'long enough password');
      expect(bogus.statusCode).toBe(400);
      expect(bogus.json()).toEqual({ message: MESSAGES.resetLinkInvalid });
      const user = await ctx.registerUser();
      const token = await linkToken(user.email);
      const short = await resetPassword(token, 'short');
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toBe(MESSAGES.passwordLength);
      expect((await resetPassword(token, 'long enough password')).statusCode).toBe(200);
    });

    it('sends no link to an inactive account', async () => {
      const user = await ctx.registerUser();
      await ctx.db.updateTable('users').set({ status: 'Inactive' }).where('id', '=', user.id).execute();
      expect((await sendLink(user.email)).json()).toEqual({ message: MESSAGES.resetLinkSentGeneric });
      expect(await outboxFor(user.email)).toEqual([]);
    });

    it('quietly stops sending after the per-email limit', async () => {
      const user = await ctx.registerUser();
      for (let request = 1; request <= 5; request += 1) {
        const response = await sendLink(user.email);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ message: MESSAGES.resetLinkSentGeneric });
      }
      for (let mail = 1; mail <= 3; mail += 1) await ctx.smtp.next(user.email);
      expect(await outboxFor(user.email)).toHaveLength(3);
    });
  },
  { smtp: true, env: { RESET_LINK_MAX_PER_WINDOW: '3' } },
);
