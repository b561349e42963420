import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, expect, it, vi } from 'vitest';
import { type ArtworkVersion, type Event, MESSAGES, PUBLIC_PATHS, type Requirement, SIGN_IN_LINK_HOURS, SIGN_IN_MESSAGES, SIGN_IN_TEXTS, type SignInLinkResult } from '../../../src/api/contract';
import { type Cast, castOf, type RoleAccount } from '../../test/accounts';
import { createRequirement, eventWithExhibitors } from '../../test/artwork';
import { describeOnEachDatabase } from '../../test/harness';
import { signInTokenFrom } from '../../test/smtp';
import { uploadWhole } from '../../test/tus-client';
import { queueInvitations } from '../companies/invitation';
import { createSignInLink } from './sign-in-link';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const png = () => sharp({ create: { width: 1300, height: 881, channels: 3, background: '#3c3' } }).png().toBuffer();

describeOnEachDatabase(
  'sign-in links',
  (ctx) => {
    let cast: Cast;
    let event: Event;
    let poster: Requirement;

    const check = (token: string) => ctx.request({ method: 'POST', url: '/api/auth/sign-in-link/check', body: { token } });
    const use = (token: string, options: { ip?: string; bearer?: string } = {}) =>
      ctx.request({ method: 'POST', url: '/api/auth/sign-in-link', body: { token }, ...(options.ip ? { ip: options.ip } : {}), ...(options.bearer ? { token: options.bearer } : {}) });
    const renew = (token: string) => ctx.request({ method: 'POST', url: '/api/auth/sign-in-link/renew', body: { token } });
    const profileOf = async (token: string) => (await ctx.request({ url: '/api/user/profile', token })).json<{ user?: { email: string }; email?: string }>();
    const emailOf = async (token: string) => {
      const profile = await profileOf(token);
      return profile.user?.email ?? profile.email;
    };
    const linkRow = (token: string) => ctx.db.selectFrom('sign_in_links').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirst();
    /** A link for the account made as its email would make it, read back from the URL. */
    const linkFor = async (who: RoleAccount, path = '/', now?: Date) => {
      const url = await createSignInLink(ctx.db, ctx.config.appUrl, who.userId, path, now);
      return new URL(url!).searchParams.get('token') ?? '';
    };
    const signInAudits = (userId: number) =>
      ctx.db.selectFrom('audit_log').select(['action', 'detail', 'actor_id']).where('action', '=', 'user.sign-in').where('subject_id', '=', userId).orderBy('id').execute();

    beforeAll(async () => {
      cast = await castOf(ctx);
      event = await eventWithExhibitors(ctx, cast);
      // Due in 30 days: no scheduled reminder comes due, so each email here is the one a test asks for.
      const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString();
      poster = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Stand poster', formats: ['png'], widthMm: (1300 / 300) * 25.4, heightMm: (881 / 300) * 25.4, bleedMm: 0, minDpi: 72, deadline });
    });

    it('a reminder carries a personal link, stored only hashed; opening and checking it use nothing up; one press signs in and opens the item', async () => {
      const asked = await ctx.request({ method: 'POST', url: `/api/event/${event.id}/remind`, token: cast.organiser.token, body: { companyIds: [cast.company.profileId] } });
      expect(asked.statusCode, asked.body).toBe(200);
      await ctx.app.jobs.runDue(new Date());
      const mail = await ctx.smtp.next(cast.company.email);
      expect(mail.source).toContain(`${ctx.config.appUrl}${PUBLIC_PATHS.signInLink}?token=`);
      const token = signInTokenFrom(mail);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      const row = (await linkRow(token))!;
      expect(row).toMatchObject({ user_id: cast.company.userId, path: `/?requirement=${poster.id}`, used_at: null });
      const hours = (Date.parse(row.expires_at) - Date.parse(row.created_at)) / 3_600_000;
      expect(hours).toBe(SIGN_IN_LINK_HOURS);
      await vi.waitFor(async () => expect((await ctx.db.selectFrom('outbox').select('status').where('to', '=', cast.company.email).orderBy('id', 'desc').executeTakeFirstOrThrow()).status).toBe('sent'));
      for (const table of ['outbox', 'sign_in_links', 'audit_log', 'jobs'] as const) {
        expect(JSON.stringify(await ctx.db.selectFrom(table).selectAll().execute())).not.toContain(token);
      }

      // A mail scanner fetches the page, and the page asks whether the link works: nothing changes.
      const page = await ctx.request({ url: `${PUBLIC_PATHS.signInLink}?token=${token}` });
      expect(page.statusCode).toBeLessThan(500);
      for (let i = 0; i < 3; i += 1) expect((await check(token)).json()).toEqual({ valid: true });
      expect(await linkRow(token)).toEqual(row);
      expect(await signInAudits(cast.company.userId)).toEqual([]);

      const used = await use(token);
      expect(used.statusCode, used.body).toBe(200);
      const result = used.json<SignInLinkResult>();
      expect(result.path).toBe(`/?requirement=${poster.id}`);
      expect(await emailOf(result.token)).toBe(cast.company.email);
      expect(await signInAudits(cast.company.userId)).toEqual([{ action: 'user.sign-in', detail: 'link', actor_id: cast.company.userId }]);

      // Used once: it works no more, and says a fresh one can be had.
      const again = await use(token);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: SIGN_IN_MESSAGES.linkInvalid });
      expect((await check(token)).json()).toEqual({ valid: false });
      expect(await signInAudits(cast.company.userId)).toHaveLength(1);
    });

    it('a newer link ends the older one; an expired one asks for a fresh link, emailed to its own account and opening the same item', async () => {
      const older = await linkFor(cast.company, '/?requirement=1');
      const newer = await linkFor(cast.company, '/?requirement=2');
      expect((await check(older)).json()).toEqual({ valid: false });
      expect((await use(older)).json()).toEqual({ message: SIGN_IN_MESSAGES.linkInvalid });

      const expired = await linkFor(cast.company, `/?requirement=${poster.id}`, new Date(Date.now() - (SIGN_IN_LINK_HOURS + 1) * 3_600_000));
      expect((await check(newer)).json()).toEqual({ valid: false });
      const refused = await use(expired);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: SIGN_IN_MESSAGES.linkInvalid });

      const asked = await renew(expired);
      expect(asked.statusCode).toBe(202);
      expect(asked.json()).toEqual({ message: SIGN_IN_MESSAGES.freshLinkSent });
      // The same answer for a token that is nobody's, and nothing sent.
      expect((await renew('no-such-token')).json()).toEqual({ message: SIGN_IN_MESSAGES.freshLinkSent });
      const fresh = signInTokenFrom(await ctx.smtp.next(cast.company.email));
      expect(ctx.smtp.received(cast.otherCompany.email)).toHaveLength(0);
      const signedIn = await use(fresh);
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(signedIn.json<SignInLinkResult>().path).toBe(`/?requirement=${poster.id}`);
    });

    it('signs in only the account the link belongs to, whoever is signed in in that browser', async () => {
      const token = await linkFor(cast.company);
      const otherOwn = await linkFor(cast.otherCompany);
      const used = await use(token, { bearer: cast.otherCompany.token });
      expect(used.statusCode).toBe(200);
      expect(await emailOf(used.json<SignInLinkResult>().token)).toBe(cast.company.email);
      // The other account's own link is untouched, and its session goes on.
      expect((await check(otherOwn)).json()).toEqual({ valid: true });
      expect(await emailOf(cast.otherCompany.token)).toBe(cast.otherCompany.email);
      // A link of an account made inactive signs nobody in.
      const inactive = await linkFor(cast.otherCompany);
      await ctx.db.updateTable('users').set({ status: 'Inactive' }).where('id', '=', cast.otherCompany.userId).execute();
      expect((await use(inactive)).json()).toEqual({ message: SIGN_IN_MESSAGES.linkInvalid });
      await ctx.db.updateTable('users').set({ status: 'Active' }).where('id', '=', cast.otherCompany.userId).execute();
    });

    it('opens only a path of this app: a URL or //host given as the item opens home', async () => {
      for (const path of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/ok?x=<script>']) {
        const token = await linkFor(cast.company, path);
        expect((await linkRow(token))!.path).toBe('/');
      }
      expect((await linkRow(await linkFor(cast.company, '/?requirement=7')))!.path).toBe('/?requirement=7');
    });

    it('refuses bad bodies with the link’s message and counts failed tries per address', async () => {
      for (const body of [{}, { token: '' }, { token: 'x'.repeat(600) }]) {
        const response = await ctx.request({ method: 'POST', url: '/api/auth/sign-in-link', body });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(SIGN_IN_MESSAGES.linkInvalid);
      }
      const limited = await ctx.buildApp({ LOGIN_MAX_ATTEMPTS: '2' });
      const ip = '203.0.113.77';
      const tryOnce = (token: string) => ctx.request({ app: limited, method: 'POST', url: '/api/auth/sign-in-link', body: { token }, ip });
      expect((await tryOnce('guess-1')).statusCode).toBe(400);
      expect((await tryOnce('guess-2')).statusCode).toBe(400);
      const over = await tryOnce(await linkFor(cast.company));
      expect(over.statusCode).toBe(429);
      expect(over.headers['retry-after']).toBeDefined();
    });

    it('staff keep links until an admin turns them off; then their emails carry plain links and their links refuse', async () => {
      const url = '/api/auth/sign-in-settings';
      expect((await ctx.request({ url, token: cast.admin.token })).json()).toEqual({ staffLinks: true });
      for (const who of [cast.owner, cast.organiser, cast.company]) {
        expect((await ctx.request({ method: 'PUT', url, token: who.token, body: { staffLinks: false } })).statusCode).toBe(403);
      }
      const unclear = await ctx.request({ method: 'PUT', url, token: cast.admin.token, body: { staffLinks: 'no' } });
      expect(unclear.statusCode).toBe(400);
      expect(unclear.json().errors).toEqual({ staffLinks: SIGN_IN_MESSAGES.staffLinksInvalid });
      const staffToken = await linkFor(cast.organiser, `/event-details/${event.id}`);
      expect((await check(staffToken)).json()).toEqual({ valid: true });

      const off = await ctx.request({ method: 'PUT', url, token: cast.admin.token, body: { staffLinks: false } });
      expect(off.json()).toEqual({ staffLinks: false });
      expect((await check(staffToken)).json()).toEqual({ valid: false });
      const refused = await use(staffToken);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: SIGN_IN_MESSAGES.linkStaffOff });
      expect(await createSignInLink(ctx.db, ctx.config.appUrl, cast.organiser.userId, `/event-details/${event.id}`)).toBe(`${ctx.config.appUrl}/event-details/${event.id}`);
      // Companies are no staff: their links go on.
      expect((await use(await linkFor(cast.company))).statusCode).toBe(200);
      // Staff still sign in with their password; the sign-in says how.
      expect((await ctx.request({ method: 'PUT', url, token: cast.admin.token, body: { staffLinks: true } })).json()).toEqual({ staffLinks: true });
      // Saving what it already is changes nothing and records nothing.
      expect((await ctx.request({ method: 'PUT', url, token: cast.admin.token, body: { staffLinks: true } })).json()).toEqual({ staffLinks: true });
      // Each change is audited, by whom and which way; the refused ones left no entry.
      const changes = await ctx.db.selectFrom('audit_log').select(['action', 'detail', 'actor_id', 'subject_type']).where('action', '=', 'settings.staff-links').orderBy('id').execute();
      expect(changes).toEqual(['off', 'on'].map((detail) => ({ action: 'settings.staff-links', detail, actor_id: cast.admin.userId, subject_type: 'setting' })));
      const logged = (await ctx.request({ url: '/api/audit-log?action=settings', token: cast.admin.token })).json() as { entries: { action: string; detail: string | null }[] };
      expect(logged.entries.map(({ detail }) => detail)).toEqual([SIGN_IN_TEXTS.staffLinksState.on, SIGN_IN_TEXTS.staffLinksState.off]);
    });

    it('every email to a company carries its link: the invitation, the decision and the request for changes', async () => {
      await ctx.db.transaction().execute((trx) =>
        queueInvitations(trx, [{ userId: cast.otherCompany.userId, email: cast.otherCompany.email, firstname: 'Bolt', companyName: 'Bolt Co' }], event.name),
      );
      ctx.app.sendQueuedMail();
      const invitation = await ctx.smtp.next(cast.otherCompany.email);
      expect(invitation.source).toContain(`${PUBLIC_PATHS.setPassword}?token=`);
      const invited = signInTokenFrom(invitation);
      expect((await linkRow(invited))!.path).toBe('/');

      for (const decision of ['changes_requested', 'approved'] as const) {
        const version = (await uploadWhole(ctx, cast.company.token, poster.id, 'poster.png', await png())).json<ArtworkVersion>();
        expect(version.id, JSON.stringify(version)).toBeGreaterThan(0);
        const submitted = await ctx.request({ method: 'POST', url: `/api/artwork/version/${version.id}/submit`, token: cast.company.token, body: {} });
        expect(submitted.statusCode, submitted.body).toBe(200);
        const reviewed = await ctx.request({ method: 'POST', url: `/api/artwork/version/${version.id}/review`, token: cast.organiser.token, body: { decision, comment: 'Thanks', reasons: decision === 'approved' ? [] : ['bleed'] } });
        expect(reviewed.statusCode, reviewed.body).toBe(201);
        ctx.app.sendQueuedMail();
        const mail = await ctx.smtp.next(cast.company.email);
        const token = signInTokenFrom(mail);
        expect((await linkRow(token))!.path).toBe(`/?requirement=${poster.id}`);
        expect((await check(token)).json()).toEqual({ valid: true });
      }
    });

    it('a password sign-in is audited as one', async () => {
      const user = await ctx.registerUser();
      expect((await ctx.request({ method: 'POST', url: '/api/auth/login', body: { email: user.email, password: user.password } })).statusCode).toBe(200);
      expect((await signInAudits(user.id)).map((row) => row.detail)).toContain('password');
      expect((await ctx.request({ method: 'POST', url: '/api/auth/login', body: { email: user.email, password: 'wrong password' } })).json()).toEqual({ message: MESSAGES.invalidCredentials });
    });
  },
  { smtp: true },
);
