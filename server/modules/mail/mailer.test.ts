import { expect, it, vi } from 'vitest';
import { describeOnEachDatabase } from '../../test/harness';
import { createMailer, type MailMessage } from './mailer';

const message = (to: string): MailMessage => ({ to, subject: 'Hello', text: 'Open http://app.test/set-password?token=abc to go on.', html: '<p>Hi</p>' });

describeOnEachDatabase('mailer', (ctx) => {
  it('without SMTP_URL keeps the email in the outbox and logs its links', async () => {
    const info = vi.fn();
    const log = { info, error: vi.fn(), warn: vi.fn() } as unknown as Parameters<typeof createMailer>[0]['log'];
    const mailer = createMailer({ db: ctx.db, config: { mailFrom: 'app@example.com' }, log });
    const to = ctx.uniqueEmail();
    await mailer.send(message(to));
    await mailer.close();
    const rows = await ctx.db.selectFrom('outbox').selectAll().where('to', '=', to).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: 'Hello', html: '<p>Hi</p>', sent_at: null, error: null });
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ to, links: ['http://app.test/set-password?token=abc'] }), expect.any(String));
  });

  it('records the error when the SMTP server cannot be reached', async () => {
    const log = { info: vi.fn(), error: vi.fn(), warn: vi.fn() } as unknown as Parameters<typeof createMailer>[0]['log'];
    const mailer = createMailer({ db: ctx.db, config: { mailFrom: 'app@example.com', smtpUrl: 'smtp://127.0.0.1:1' }, log });
    const to = ctx.uniqueEmail();
    await expect(mailer.send(message(to))).rejects.toThrow();
    await mailer.close();
    const [row] = await ctx.db.selectFrom('outbox').selectAll().where('to', '=', to).execute();
    expect(row?.sent_at).toBeNull();
    expect(row?.error).toBeTruthy();
  });

  it('sends through the reset flow when the app is given a mailer', async () => {
    const sent: MailMessage[] = [];
    const app = await ctx.buildApp({}, { mailer: { send: async (mail) => void sent.push(mail), close: async () => undefined } });
    const user = await ctx.registerUser();
    await ctx.request({ app, method: 'POST', url: '/api/auth/send-reset-link', body: { email: user.email } });
    await vi.waitFor(() => expect(sent.map((mail) => mail.to)).toEqual([user.email]));
    expect(sent[0]!.text).toContain(`${ctx.config.appUrl}/set-password?token=`);
    expect(sent[0]!.html).toContain('<a href="http://app.test/set-password?token=');
  });
});
