import { beforeAll, expect, it } from 'vitest';
import { type Event, type EventExhibitor, INVITE_MAIL_TEXTS } from '../../../src/api/contract';
import { type Cast, castOf } from '../../test/accounts';
import { eventInput } from '../../test/events';
import { describeOnEachDatabase } from '../../test/harness';
import { translate } from '../../../src/api/contract/i18n/translate';

/** The capture undoes quoted-printable byte by byte: read its bytes again as UTF-8. */
const utf8 = (source: string) => Buffer.from(source, 'latin1').toString('utf8');

describeOnEachDatabase(
  'a company name that starts like a formula, in a plain-text email',
  (ctx) => {
    let cast: Cast;
    let event: Event;
    beforeAll(async () => {
      cast = await castOf(ctx);
      event = (await ctx.request({ method: 'POST', url: '/api/event', token: cast.organiser.token, body: eventInput({ name: 'Formula Fair' }) })).json();
    });

    it('is set in quotation marks: read, it is a name; pasted into a spreadsheet, it is text', async () => {
      const companyName = '=HYPERLINK("http://evil.example","Click")';
      const email = ctx.uniqueEmail('formula');
      const body = { companyName, productCategory: 'Signs', boothSize: '3x3', contactPerson: 'Pat Post', email };
      const added = await ctx.request({ method: 'POST', url: `/api/event/${event.id}/exhibitor`, token: cast.organiser.token, body });
      expect(added.statusCode, added.body).toBe(201);

      const text = utf8((await ctx.smtp.next(email)).source);
      expect(text).toContain(translate('en', INVITE_MAIL_TEXTS.intro, { companyName: `“${companyName}”`, eventName: 'Formula Fair' }));
      expect(text).not.toContain(translate('en', INVITE_MAIL_TEXTS.intro, { companyName: companyName, eventName: 'Formula Fair' }));
      // The name is kept as typed: only the email's text sets it off.
      const { companyId } = added.json<{ exhibitor: EventExhibitor }>().exhibitor;
      const company = await ctx.request({ url: `/api/exhibiting-company/${companyId}`, token: cast.admin.token });
      expect(company.json()).toMatchObject({ companyName });
    });
  },
  { smtp: true },
);
