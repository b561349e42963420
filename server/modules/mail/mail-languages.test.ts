import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import {
  ANNOTATION_CONTEXT,
  DECISION_MAIL_TEXTS,
  DECISION_NOTES_TEXTS,
  type Event,
  formatDay,
  formatInstant,
  INVITE_MAIL_TEXTS,
  MAIL_GREETING,
  MAIL_TEXTS,
  MEDIA_FRAGMENTS,
  ORGANISER_MAIL_TEXTS,
  printPositionOf,
  printPositionText,
  PUBLIC_PATHS,
  REMINDER_MAIL_TEXTS,
  type Requirement,
  REVIEW_TEXTS,
  ROLES,
  SIGN_IN_MAIL_TEXTS,
} from '../../../src/api/contract';
import { countdownOf } from '../../../src/api/contract/countdown';
import { LOCALES, type Locale } from '../../../src/api/contract/i18n/locales';
import { listIn, translate } from '../../../src/api/contract/i18n/translate';
import { accountOf, type Cast, castOf, type RoleAccount } from '../../test/accounts';
import { createRequirement, eventWithExhibitors, submitArtwork } from '../../test/artwork';
import { eventInput } from '../../test/events';
import { describeOnEachDatabase } from '../../test/harness';
import { readMail } from '../../test/smtp';
import { INVITE_LINK_DAYS } from '../companies/invitation';

const png = () => sharp({ create: { width: 1300, height: 881, channels: 3, background: '#36c' } }).png().toBuffer();

/**
 * Every email to a company's contact goes out in the account's language (decision 20): the
 * catalogs' words, its counts in the language's plural forms, its dates by its rules, and a
 * personal sign-in link. Each language gets its own company, so one reminder on demand reaches all.
 */
describeOnEachDatabase(
  'emails in the recipient’s language',
  (ctx) => {
    let cast: Cast;
    let event: Event;
    let poster: Requirement;
    const companies = new Map<Locale, RoleAccount>();
    const signInLink = () => `${ctx.config.appUrl}${PUBLIC_PATHS.signInLink}?token=`;
    const nextMail = async (to: string) => readMail(await ctx.smtp.next(to));

    beforeAll(async () => {
      cast = await castOf(ctx);
      event = await eventWithExhibitors(ctx, cast, 'Messe Mail Fair');
      const now = new Date().toISOString();
      for (const locale of LOCALES) {
        const company = await accountOf(ctx, ROLES.exhibitor, `lang${locale.replace('-', '').toLowerCase()}`);
        await ctx.db.updateTable('users').set({ language: locale }).where('id', '=', company.userId).execute();
        await ctx.db.insertInto('event_exhibitors').values({ event_id: event.id, company_id: company.profileId!, booth: 'B2', status: 'Active', created_at: now, updated_at: now }).execute();
        companies.set(locale, company);
      }
      // Due in 30 days: no scheduled reminder comes due, so each reminder here is the one asked for.
      const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString();
      poster = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Stand poster', formats: ['png'], widthMm: (1300 / 300) * 25.4, heightMm: (881 / 300) * 25.4, bleedMm: 0, minDpi: 72, deadline });
    });

    it('invites a new company in the language it was added with, with its sign-in link', async () => {
      for (const locale of LOCALES) {
        const email = ctx.uniqueEmail(`invite-${locale}`);
        const companyName = `Invited ${locale}`;
        const body = { companyName, productCategory: 'Signs', boothSize: '3x3', contactPerson: 'Pat Post', email, language: locale };
        const added = await ctx.request({ method: 'POST', url: `/api/event/${event.id}/exhibitor`, token: cast.organiser.token, body });
        expect(added.statusCode, added.body).toBe(201);
        const { subject, text } = await nextMail(email);
        const t = (message: string, values?: Record<string, unknown>) => translate(locale, message, values);
        expect(subject).toBe(t(INVITE_MAIL_TEXTS.subject));
        expect(text).toContain(t(INVITE_MAIL_TEXTS.intro, { companyName, eventName: event.name }));
        expect(text).toContain(t(INVITE_MAIL_TEXTS.expiry, { days: INVITE_LINK_DAYS }));
        expect(text).toContain(`${t(SIGN_IN_MAIL_TEXTS.signInNow)}: ${signInLink()}`);
        if (locale !== 'en') expect(text).not.toContain(translate('en', INVITE_MAIL_TEXTS.intro, { companyName, eventName: event.name }));
      }
    });

    it('a reminder on demand reaches each company in its language: its count, its date and its link, which names the language', async () => {
      const asked = await ctx.request({ method: 'POST', url: `/api/event/${event.id}/remind`, token: cast.organiser.token, body: { companyIds: [...companies.values()].map((company) => company.profileId) } });
      expect(asked.statusCode, asked.body).toBe(200);
      await ctx.app.jobs.runDue(new Date());
      const daysLeft = countdownOf(poster.deadline, event.timeZone).days;
      for (const [locale, company] of companies) {
        const { subject, text } = await nextMail(company.email);
        const t = (message: string, values?: Record<string, unknown>) => translate(locale, message, values);
        expect(subject).toBe(t(REMINDER_MAIL_TEXTS.subject, { eventName: event.name, daysLeft }));
        expect(text).toContain(t(MAIL_GREETING, { firstName: company.name.split(' ')[0] }));
        const deadline = formatInstant(poster.deadline, event.timeZone, locale);
        expect(text).toContain(t(REMINDER_MAIL_TEXTS.intro, { companyName: `${company.name.split(' ')[0]} Co`, eventName: event.name, deadline }));
        expect(text).toContain(poster.name);
        expect(text).toContain(`${t(REMINDER_MAIL_TEXTS.action)}: ${signInLink()}`);
        // The link names the reader's language, so the page it opens speaks it before the press that signs in.
        expect(new URL(/https?:\/\/\S+token=\S+/.exec(text)![0]).searchParams.get('lang')).toBe(locale);
        if (locale !== 'en') expect(deadline).not.toBe(formatInstant(poster.deadline, event.timeZone, 'en'));
      }
    });

    it('a request for changes is told in the company’s language, its reasons and its notes on the artwork too', async () => {
      const bytes = await png();
      const versions = new Map<Locale, number>();
      for (const [locale, company] of companies) versions.set(locale, (await submitArtwork(ctx, company, poster, bytes)).id);
      // One note pinned on each, 30 % across and 40 % down: its place is worded in mm from the trim.
      for (const versionId of versions.values()) {
        const pinned = await ctx.request({
          method: 'POST',
          url: `/api/artwork/version/${versionId}/annotation`,
          token: cast.organiser.token,
          body: {
            '@context': ANNOTATION_CONTEXT,
            type: 'Annotation',
            motivation: 'commenting',
            body: { type: 'TextualBody', value: 'Logo 5 mm nach links.', format: 'text/plain' },
            target: { selector: { type: 'FragmentSelector', conformsTo: MEDIA_FRAGMENTS, value: 'xywh=percent:30,40,0,0' } },
          },
        });
        expect(pinned.statusCode, pinned.body).toBe(201);
      }
      const place = printPositionOf({ page: 1, x: 0.3, y: 0.4, w: 0, h: 0 }, { widthMm: poster.widthMm, heightMm: poster.heightMm, bleedMm: poster.bleedMm }, false);
      for (const [locale, company] of companies) {
        const reviewed = await ctx.request({
          method: 'POST',
          url: `/api/artwork/version/${versions.get(locale)}/review`,
          token: cast.organiser.token,
          body: { decision: 'changes_requested', reasons: ['colour', 'size'], comment: 'Bitte 3 mm größer.' },
        });
        expect(reviewed.statusCode, reviewed.body).toBe(201);
        const { subject, text } = await nextMail(company.email);
        const t = (message: string, values?: Record<string, unknown>) => translate(locale, message, values);
        const decision = t(REVIEW_TEXTS.decisions.changes_requested);
        expect(subject).toBe(t(DECISION_MAIL_TEXTS.subject, { eventName: event.name, decision }));
        expect(text).toContain(t(DECISION_MAIL_TEXTS.intro, { requirementName: poster.name, eventName: event.name, decision }));
        expect(text).toContain(t(DECISION_MAIL_TEXTS.reasons, { reasons: listIn(locale, [t(REVIEW_TEXTS.reasons.colour), t(REVIEW_TEXTS.reasons.size)]) }));
        expect(text).toContain('Bitte 3 mm größer.');
        expect(text).toContain(`${t(DECISION_MAIL_TEXTS.action)}: ${signInLink()}`);
        expect(text).toContain(t(DECISION_NOTES_TEXTS.heading, { count: 1 }));
        expect(text).toContain(`1. Logo 5 mm nach links.\n${printPositionText(place, t)}`);
        if (locale !== 'en') {
          expect(text).not.toContain(REVIEW_TEXTS.decisions.changes_requested);
          expect(text).not.toContain(translate('en', DECISION_NOTES_TEXTS.heading, { count: 1 }));
          expect(text).not.toContain(printPositionText(place, (message, values) => translate('en', message, values)));
        }
      }
    });

    it('a password link and the notice of a changed address speak the account’s language too', async () => {
      const french = companies.get('fr')!;
      expect((await ctx.request({ method: 'POST', url: '/api/auth/send-reset-link', body: { email: french.email } })).statusCode).toBe(200);
      const reset = await nextMail(french.email);
      expect(reset.subject).toBe(translate('fr', MAIL_TEXTS.resetSubject));
      expect(reset.text).toContain(translate('fr', MAIL_TEXTS.resetIntro));
      expect(reset.text).toContain(`${translate('fr', MAIL_TEXTS.resetAction)}: ${ctx.config.appUrl}${PUBLIC_PATHS.setPassword}?token=`);

      const arabic = companies.get('ar')!;
      const moved = ctx.uniqueEmail('moved');
      const [firstname, lastname] = arabic.name.split(' ');
      const changed = await ctx.request({ method: 'PUT', url: '/api/user/profile', token: arabic.token, body: { firstname, lastname, email: moved, language: 'ar' } });
      expect(changed.statusCode, changed.body).toBe(200);
      const notice = await nextMail(arabic.email);
      expect(notice.subject).toBe(translate('ar', MAIL_TEXTS.emailChangedSubject));
      expect(notice.text).toContain(translate('ar', MAIL_TEXTS.emailChangedBody, { email: moved }));
      expect(notice.text).not.toContain(translate('en', MAIL_TEXTS.emailChangedWarning));
    });
  },
  { smtp: true },
);

describeOnEachDatabase(
  'staff’s emails in their language',
  (ctx) => {
    it('an organiser who reads German is told of an event in German, its start day written the German way', async () => {
      const admin = await accountOf(ctx, ROLES.admin);
      const organiser = await accountOf(ctx, ROLES.organizer, 'gerda');
      await ctx.db.updateTable('users').set({ language: 'de' }).where('id', '=', organiser.userId).execute();
      const input = eventInput({ name: 'Druckmesse', organiserIds: [organiser.profileId] });
      const created = await ctx.request({ method: 'POST', url: '/api/event', token: admin.token, body: input });
      expect(created.statusCode, created.body).toBe(201);
      const { subject, text } = readMail(await ctx.smtp.next(organiser.email));
      expect(subject).toBe(translate('de', ORGANISER_MAIL_TEXTS.assignedSubject, { eventName: 'Druckmesse' }));
      const eventStart = formatDay(input.start, 'de');
      expect(eventStart).not.toBe(formatDay(input.start, 'en'));
      expect(text).toContain(translate('de', ORGANISER_MAIL_TEXTS.assignedIntro, { eventName: 'Druckmesse', eventStart }));
      expect(text).toContain(`${translate('de', ORGANISER_MAIL_TEXTS.assignedAction)}: ${ctx.config.appUrl}`);
    });
  },
  { smtp: true },
);
