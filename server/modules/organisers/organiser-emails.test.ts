import { expect, it } from 'vitest';
import { MESSAGES, ORGANISER_MAIL_TEXTS, ROLES } from '../../../src/api/contract';
import { accountOf } from '../../test/accounts';
import { KINDS } from '../../test/account-kinds';
import { eventInput } from '../../test/events';
import { describeOnEachDatabase } from '../../test/harness';
import { resetTokenFrom } from '../../test/smtp';
import { translate } from '../../../src/api/contract/i18n/translate';

const organisers = KINDS.find((kind) => kind.table === 'event_organisers')!;

/** An organiser is invited to set their own password, and told of each event they are assigned to. */
describeOnEachDatabase(
  'organisers are told',
  (ctx) => {
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: unknown) => ctx.request({ method, url, body, token });
    const outboxOf = (email: string) => ctx.db.selectFrom('outbox').select(['template', 'to']).where('to', '=', email).execute();

    it('an organiser an admin creates has no password and is emailed an invitation to set one', async () => {
      const admin = await accountOf(ctx, ROLES.admin);
      // A password in the body is not the admin's to choose: it is not kept.
      const body = organisers.body({ password: 'chosen by the admin' });
      const created = await call('POST', organisers.itemPath, admin.token, body);
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().User.invited).toBe(true);
      const [user] = await ctx.db.selectFrom('users').select('password_hash').where('email', '=', String(body.email)).execute();
      expect(user?.password_hash).toBeNull();
      expect((await ctx.request({ method: 'POST', url: '/api/auth/login', body: { email: body.email, password: 'chosen by the admin' } })).statusCode).toBe(401);

      const mail = await ctx.smtp.next(String(body.email));
      expect(mail.source).toContain(`Subject: ${ORGANISER_MAIL_TEXTS.inviteSubject}`);
      expect(mail.source).toContain(`Hello ${String(body.firstname)},`);
      expect(mail.source).toContain(`${ctx.config.appUrl}/set-password?token=`);
      expect(await outboxOf(String(body.email))).toEqual([{ template: 'organiser-invitation', to: body.email }]);

      // The link opens, sets the organiser's own password, and they sign in with it.
      const token = resetTokenFrom(mail);
      expect((await ctx.request({ method: 'POST', url: '/api/auth/check-reset-token', body: { token } })).statusCode).toBe(200);
      expect((await ctx.request({ method: 'POST', url: '/api/auth/reset-password', body: { token, newPassword: 'my very own secret' } })).json()).toEqual({
        message: MESSAGES.passwordResetDone,
      });
      expect((await ctx.request({ method: 'POST', url: '/api/auth/login', body: { email: body.email, password: 'my very own secret' } })).statusCode).toBe(200);
      const [after] = await ctx.db.selectFrom('users').select('password_hash').where('email', '=', String(body.email)).execute();
      expect(after?.password_hash).not.toBeNull();
    });

    it('a refused create sends nothing', async () => {
      const admin = await accountOf(ctx, ROLES.admin);
      const body = organisers.body({ jobTitle: '' });
      expect((await call('POST', organisers.itemPath, admin.token, body)).statusCode).toBe(400);
      const taken = organisers.body({ email: admin.email });
      expect((await call('POST', organisers.itemPath, admin.token, taken)).statusCode).toBe(409);
      // The outbox is written in the create's own transaction: a refusal leaves none to send.
      expect(await outboxOf(String(body.email))).toEqual([]);
      expect((await outboxOf(admin.email)).filter((row) => row.template === 'organiser-invitation')).toEqual([]);
    });

    it('an organiser assigned to an event is emailed about it once, with the link to the event', async () => {
      const admin = await accountOf(ctx, ROLES.admin);
      const first = await accountOf(ctx, ROLES.organizer, 'first');
      const second = await accountOf(ctx, ROLES.organizer, 'second');
      const created = await call('POST', '/api/event', admin.token, eventInput({ name: 'Print Fair', organiserIds: [first.profileId] }));
      expect(created.statusCode, created.body).toBe(201);
      const event = created.json();

      const mail = await ctx.smtp.next(first.email);
      expect(mail.source).toContain(`Subject: ${translate('en', ORGANISER_MAIL_TEXTS.assignedSubject, { eventName: 'Print Fair' })}`);
      expect(mail.source).toContain(`${ctx.config.appUrl}/event-details/${event.id}`);
      expect(mail.source).toContain('Hello First,');

      // Saved again with a second organiser: only the new one is told.
      const updated = await call('PUT', `/api/event/${event.id}`, admin.token, eventInput({ name: 'Print Fair', organiserIds: [first.profileId, second.profileId] }));
      expect(updated.statusCode, updated.body).toBe(200);
      await ctx.smtp.next(second.email);
      expect((await outboxOf(first.email)).map((row) => row.template)).toEqual(['event-assignment']);
      expect((await outboxOf(second.email)).map((row) => row.template)).toEqual(['event-assignment']);
    });

    it('an organiser who makes their own event is not emailed about it', async () => {
      const organiser = await accountOf(ctx, ROLES.organizer, 'maker');
      const created = await call('POST', '/api/event', organiser.token, eventInput({ name: 'Own Fair' }));
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().organisers.map((row: { id: number }) => row.id)).toEqual([organiser.profileId]);
      expect(await outboxOf(organiser.email)).toEqual([]);
    });
  },
  { smtp: true },
);
