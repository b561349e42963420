import { expect, it } from 'vitest';
import { MAIL_TEXTS } from '../../../src/api/contract';
import { describeOnEachDatabase } from '../../test/harness';
import { translate } from '../../../src/api/contract/i18n/translate';

describeOnEachDatabase(
  'changing the sign-in email',
  (ctx) => {
    const putProfile = (token: string, email: string) =>
      ctx.request({ method: 'PUT', url: '/api/user/profile', token, body: { firstname: 'Eve', lastname: 'Moss', email } });
    /** The emails to an address, besides the confirmation of its own sign-up (the sign-up's tests check that one). */
    const outboxFor = (email: string) => ctx.db.selectFrom('outbox').selectAll().where('to', '=', email).where('template', '!=', 'confirm-registration').execute();

    it('tells the old address, over SMTP, which address the account moved to', async () => {
      const user = await ctx.registerUser({ firstname: 'Eve' });
      const moved = ctx.uniqueEmail('moved');
      expect((await putProfile(user.token, moved)).statusCode).toBe(200);
      const notice = await ctx.smtp.next(user.email);
      expect(notice.source).toContain(`Subject: ${MAIL_TEXTS.emailChangedSubject}`);
      expect(notice.source).toContain(translate('en', MAIL_TEXTS.emailChangedBody, { email: moved }));
      expect(notice.source).toContain(MAIL_TEXTS.emailChangedWarning);
    });

    it('sends nothing when the email stays the same, whatever its case', async () => {
      const user = await ctx.registerUser({ firstname: 'Eve' });
      expect((await putProfile(user.token, user.email.toUpperCase())).statusCode).toBe(200);
      await ctx.app.background.drain();
      expect(await outboxFor(user.email)).toEqual([]);
      expect(ctx.smtp.received(user.email)).toEqual([]);
    });
  },
  { smtp: true },
);
