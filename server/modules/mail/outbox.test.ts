import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type Event, type EventExhibitor, INVITATION_MESSAGES, type InvitationStatus, INVITE_MAIL_TEXTS } from '../../../src/api/contract';
import { type Cast, castOf } from '../../test/accounts';
import { describeOnEachDatabase } from '../../test/harness';
import { resetTokenFrom, type SmtpCapture, startSmtpServer } from '../../test/smtp';
import { eventInput } from '../../test/events';
import { EMAIL_MAX_ATTEMPTS } from './email-job';
import { createMailer } from './mailer';
import { translate } from '../../../src/api/contract/i18n/translate';

const MINUTE = 60_000;
const tokenIn = (text: string) => resetTokenFrom({ to: [], from: '', source: text, raw: text });

describeOnEachDatabase('outbox', (ctx) => {
  let cast: Cast;
  let event: Event;
  beforeAll(async () => {
    cast = await castOf(ctx);
    event = (await ctx.request({ method: 'POST', url: '/api/event', token: cast.organiser.token, body: eventInput({ name: 'Mail Fair' }) })).json();
  });

  /** The emails to an address, besides the confirmation of its own sign-up (the sign-up's tests check that one). */
  const outboxOf = (to: string) => ctx.db.selectFrom('outbox').selectAll().where('to', '=', to).where('template', '!=', 'confirm-registration').orderBy('id').execute();
  const addExhibitor = async (app: FastifyInstance, email: string) => {
    const body = { companyName: 'Postal Co', productCategory: 'Signs', boothSize: '3x3', contactPerson: 'Pat Post', email };
    const answer = await ctx.request({ app, method: 'POST', url: `/api/event/${event.id}/exhibitor`, token: cast.organiser.token, body });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<{ exhibitor: EventExhibitor }>().exhibitor.companyId;
  };
  const invitation = async (app: FastifyInstance, companyId: number) =>
    (await ctx.request({ app, url: `/api/exhibiting-company/${companyId}/invitation`, token: cast.admin.token })).json<InvitationStatus>();
  const setPassword = (token: string) => ctx.request({ method: 'POST', url: '/api/auth/reset-password', body: { token, newPassword: 'a password of their own' } });

  it('without SMTP_URL keeps the email in the outbox, whole, and logs its links', async () => {
    const info = vi.fn();
    const log = { info, error: vi.fn(), warn: vi.fn() } as unknown as Parameters<typeof createMailer>[0]['log'];
    const message = { to: 'dev@example.com', subject: 'Hello', text: 'Open http://app.test/set-password?token=abc to go on.', html: '<p>Hi</p>' };
    expect(await createMailer({ config: { mailFrom: 'app@example.com' }, log }).send(message)).toBe('kept');
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ to: message.to, links: ['http://app.test/set-password?token=abc'] }), expect.any(String));

    // The suite's app has no SMTP_URL: a reset link is kept, and the link in the row works.
    const user = await ctx.registerUser();
    await ctx.request({ method: 'POST', url: '/api/auth/send-reset-link', body: { email: user.email } });
    await expect.poll(async () => (await outboxOf(user.email)).map((row) => row.status)).toEqual(['kept']);
    const [row] = await outboxOf(user.email);
    expect(row).toMatchObject({ template: 'reset-link', user_id: user.id, sent_at: null, error: null, attempts: 1 });
    expect(row!.html).toContain('/set-password?token=');
    expect((await setPassword(tokenIn(row!.text))).statusCode).toBe(200);
  });

  it('writes an email in the transaction of its change: a change refused leaves none', async () => {
    const user = await ctx.registerUser();
    const taken = await ctx.request({ method: 'PUT', url: '/api/user/profile', token: user.token, body: { firstname: 'Ann', lastname: 'Lee', email: cast.company.email } });
    expect(taken.statusCode).toBe(409);
    expect(await outboxOf(user.email)).toEqual([]);
    const moved = await ctx.request({ method: 'PUT', url: '/api/user/profile', token: user.token, body: { firstname: 'Ann', lastname: 'Lee', email: ctx.uniqueEmail('moved') } });
    expect(moved.statusCode, moved.body).toBe(200);
    const rows = await outboxOf(user.email);
    expect(rows.map((row) => row.template)).toEqual(['email-changed']);
    const job = await ctx.db.selectFrom('jobs').selectAll().where('key', '=', `email:${rows[0]!.id}`).executeTakeFirstOrThrow();
    expect(job.kind).toBe('email');
  });

  describe('with a mail server that goes down', () => {
    let smtp: SmtpCapture;
    let port: number;
    let app: FastifyInstance;
    beforeAll(async () => {
      const first = await startSmtpServer();
      port = Number(new URL(first.url).port);
      await first.close();
      app = await ctx.buildApp({ SMTP_URL: first.url });
    });
    const smtpUp = async () => (smtp = await startSmtpServer({ port }));
    const smtpDown = () => smtp.close();

    it('answers Add Exhibitor while SMTP is down, shows the failure to staff, and delivers once it is back', async () => {
      const email = ctx.uniqueEmail('postal');
      const companyId = await addExhibitor(app, email);
      await expect.poll(async () => (await outboxOf(email)).map((row) => row.status)).toEqual(['retrying']);
      const failed = await invitation(app, companyId);
      expect(failed).toMatchObject({ status: 'retrying', attempts: 1, canResend: true });
      expect(failed.error).toBeTruthy();

      await smtpUp();
      try {
        // Not before its backoff is over; then tried again and delivered.
        await app.jobs.runDue(new Date(Date.now() + 10_000));
        expect(smtp.received(email)).toEqual([]);
        await app.jobs.runDue(new Date(Date.now() + 2 * MINUTE));
        const mail = await smtp.next(email);
        expect(mail.source).toContain(translate('en', INVITE_MAIL_TEXTS.intro, { companyName: 'Postal Co', eventName: 'Mail Fair' }));
        expect(await invitation(app, companyId)).toMatchObject({ status: 'sent', attempts: 2, error: null });
        const [row] = await outboxOf(email);
        expect(row).toMatchObject({ status: 'sent', text: '', html: '' });
        expect(row!.sent_at).not.toBeNull();
        expect((await setPassword(resetTokenFrom(mail))).statusCode).toBe(200);
        expect(await invitation(app, companyId)).toMatchObject({ status: 'sent', canResend: false });
      } finally {
        await smtpDown();
      }
    });

    it('fails an email for good after its last try; staff see it and resend a fresh link', async () => {
      const email = ctx.uniqueEmail('lost');
      const companyId = await addExhibitor(app, email);
      await expect.poll(async () => (await outboxOf(email)).map((row) => row.status)).toEqual(['retrying']);
      // Every try until the last, each after its backoff.
      for (let hours = 1; hours <= EMAIL_MAX_ATTEMPTS; hours += 1) await app.jobs.runDue(new Date(Date.now() + hours * 60 * MINUTE));
      expect(await invitation(app, companyId)).toMatchObject({ status: 'failed', attempts: EMAIL_MAX_ATTEMPTS, canResend: true });
      const [job] = await ctx.db.selectFrom('jobs').selectAll().where('key', '=', `email:${(await outboxOf(email))[0]!.id}`).execute();
      expect(job!.status).toBe('failed');

      const resend = (token: string, id = companyId) => ctx.request({ app, method: 'POST', url: `/api/exhibiting-company/${id}/invitation`, token });
      expect((await resend(cast.organiser.token)).statusCode).toBe(403);
      expect((await resend(cast.company.token)).statusCode).toBe(403);
      const unknown = await resend(cast.admin.token, 999_999);
      expect([unknown.statusCode, unknown.json().message]).toEqual([404, INVITATION_MESSAGES.companyNotFound]);
      const neverInvited = await resend(cast.admin.token, cast.company.profileId!);
      expect([neverInvited.statusCode, neverInvited.json().message]).toEqual([409, INVITATION_MESSAGES.noInvitation]);

      await smtpUp();
      try {
        const again = await resend(cast.owner.token);
        expect(again.statusCode, again.body).toBe(201);
        const mail = await smtp.next(email);
        expect(mail.source).toContain(translate('en', INVITE_MAIL_TEXTS.intro, { companyName: 'Postal Co', eventName: 'Mail Fair' }));
        // The server has it; the row says so once the send has returned.
        await expect.poll(() => invitation(app, companyId)).toMatchObject({ status: 'sent', attempts: 1 });
        expect((await setPassword(resetTokenFrom(mail))).statusCode).toBe(200);
        const done = await resend(cast.admin.token);
        expect([done.statusCode, done.json().message]).toEqual([409, INVITATION_MESSAGES.passwordSet]);
        const audit = await ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'company.invitation-resend').execute();
        expect(audit).toHaveLength(1);
      } finally {
        await smtpDown();
      }
    });
  });
});
