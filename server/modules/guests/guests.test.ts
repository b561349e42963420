import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import {
  ANNOTATION_CONTEXT,
  APPROVAL_FLOW_MESSAGES,
  ARTWORK_MESSAGES,
  type ArtworkVersion,
  EMAIL_TEMPLATE_DEFAULTS,
  type Event,
  type FlowBodyInput,
  GUEST_PATHS,
  GUEST_MESSAGES,
  type GuestGrant,
  type GuestGrants,
  type GuestReviews,
  MEDIA_FRAGMENTS,
  type NamedStanding,
  renderEmail,
  type Requirement,
  ROLES,
  type SignInLinkResult,
} from '../../../src/api/contract';
import { EMAIL_JOB } from '../mail/queue';
import { describeOnEachDatabase } from '../../test/harness';
import { type Cast, castOf, type RoleAccount } from '../../test/accounts';
import { createRequirement, eventWithExhibitors, submitArtwork } from '../../test/artwork';
import { signInTokenFrom } from '../../test/smtp';

const png = (background: string) => sharp({ create: { width: 1300, height: 881, channels: 3, background } }).png().toBuffer();
const comment = (value: string) => ({ type: 'TextualBody', value, format: 'text/plain' });
const pin = { '@context': ANNOTATION_CONTEXT, type: 'Annotation', motivation: 'commenting', body: comment('Bleed is 2 mm short on the left.'), target: { selector: { type: 'FragmentSelector', conformsTo: MEDIA_FRAGMENTS, value: 'xywh=percent:10,20,0,0' } } };

describeOnEachDatabase(
  'guest reviewers',
  (ctx) => {
    let cast: Cast;
    let event: Event;
    let poster: Requirement;
    let banner: Requirement;
    /** The printer, once signed in through its invitation. */
    let printer: RoleAccount;
    const PRINTER = 'Print.Shop@example.test';

    const staff = (...accounts: RoleAccount[]) => accounts.map((account) => ({ kind: 'staff' as const, userId: account.userId }));
    /** Content (the organiser) → Printer (the guest) → Sign-off (the owner). */
    const flow = (guestEmail = PRINTER): FlowBodyInput => ({
      stages: [
        { name: 'Content', rule: 'any', reviewers: staff(cast.organiser) },
        { name: 'Printer', rule: 'any', reviewers: [{ kind: 'guest', email: guestEmail }] },
        { name: 'Sign-off', rule: 'any', reviewers: staff(cast.owner) },
      ],
    });
    const setFlow = (body: FlowBodyInput, who = cast.organiser) => ctx.request({ method: 'PUT', url: `/api/event/${event.id}/approval-flow`, token: who.token, body });
    const deliver = async () => {
      await ctx.app.jobs.settled(EMAIL_JOB);
      await ctx.app.jobs.runDue(new Date(), [EMAIL_JOB]);
      await ctx.app.jobs.settled(EMAIL_JOB);
    };
    const invitationSubject = () => renderEmail(EMAIL_TEMPLATE_DEFAULTS['guest-invitation'], { eventName: event.name }).subject;
    const invitations = () => ctx.smtp.received(PRINTER).filter((mail) => mail.source.includes(`Subject: ${invitationSubject()}`));
    const decide = (who: RoleAccount, versionId: number, decision: 'approved' | 'changes_requested' = 'approved') =>
      ctx.request({ method: 'POST', url: `/api/artwork/version/${versionId}/review`, token: who.token, body: decision === 'approved' ? { decision } : { decision, comment: 'Fix the bleed.', reasons: ['other'] } });
    const standingOf = async (versionId: number) => (await ctx.request({ url: `/api/artwork/version/${versionId}/standing`, token: cast.admin.token })).json<NamedStanding>();
    const reach = async (who: RoleAccount) => {
      const response = await ctx.request({ url: '/api/guest/reviews', token: who.token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<GuestReviews>().items.map((item) => ({ versionId: item.version.id, stageName: item.stageName, awaitsYou: item.awaitsYou }));
    };
    const grants = async () => (await ctx.request({ url: `/api/event/${event.id}/guests`, token: cast.organiser.token })).json<GuestGrants>().guests;
    /** Signs in with the token of the newest invitation the printer received. */
    const signInFromLatestInvitation = async (): Promise<RoleAccount> => {
      const mail = invitations().at(-1)!;
      const link = await ctx.request({ method: 'POST', url: '/api/auth/sign-in-link', body: { token: signInTokenFrom(mail) } });
      expect(link.statusCode, link.body).toBe(200);
      const result = link.json<SignInLinkResult>();
      expect(result.path).toBe(GUEST_PATHS.reviews);
      const account = await ctx.db.selectFrom('users').select(['id', 'email', 'role', 'password_hash']).where('email_lower', '=', PRINTER.toLowerCase()).executeTakeFirstOrThrow();
      expect(account.role).toBe(ROLES.guest);
      expect(account.password_hash).toBeNull();
      return { userId: account.id, email: account.email, token: result.token, profileId: null, name: account.email };
    };
    const auditOf = (actorId: number) => ctx.db.selectFrom('audit_log').select(['action', 'subject_id', 'detail']).where('actor_id', '=', actorId).orderBy('id').execute();

    beforeAll(async () => {
      cast = await castOf(ctx);
      event = await eventWithExhibitors(ctx, cast, 'Guest Fair', { timeZone: 'Europe/Berlin' });
      poster = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Poster', widthMm: 300, heightMm: 200, minDpi: 100 });
      banner = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Banner', widthMm: 300, heightMm: 200, minDpi: 100 });
    });

    it('refuses a guest without a valid email, or whose email is a full account, and saves nothing', async () => {
      for (const email of ['', 'not-an-email']) {
        const response = await setFlow(flow(email));
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().errors['stages.1.reviewers.0.email']).toBe(APPROVAL_FLOW_MESSAGES.guestEmailInvalid);
      }
      const staffEmail = await setFlow(flow(cast.company.email.toUpperCase()));
      expect(staffEmail.statusCode, staffEmail.body).toBe(400);
      expect(staffEmail.json()).toEqual({ message: APPROVAL_FLOW_MESSAGES.guestIsAccount, errors: { 'stages.1.reviewers': APPROVAL_FLOW_MESSAGES.guestIsAccount } });
      const repeated = await setFlow({ stages: [{ name: 'Printer', rule: 'all', reviewers: [{ kind: 'guest', email: PRINTER }, { kind: 'guest', email: PRINTER.toLowerCase() }] }] });
      expect(repeated.statusCode, repeated.body).toBe(400);
      expect(repeated.json().errors['stages.0.reviewers']).toBe(APPROVAL_FLOW_MESSAGES.reviewersRepeat);
      expect(await ctx.db.selectFrom('users').select('id').where('role', '=', ROLES.guest).execute()).toEqual([]);
      expect(await ctx.db.selectFrom('guest_grants').select('id').execute()).toEqual([]);
      expect((await ctx.request({ url: `/api/event/${event.id}/approval-flow`, token: cast.organiser.token })).json().event).toBeNull();
    });

    it('invites the guest by email with a personal link that signs it in, once per stage', async () => {
      const saved = await setFlow(flow());
      expect(saved.statusCode, saved.body).toBe(200);
      const printerStage = saved.json<{ stages: { name: string; reviewers: { kind: string; email?: string }[] }[] }>().stages[1]!;
      expect(printerStage.reviewers).toEqual([expect.objectContaining({ kind: 'guest', email: PRINTER.toLowerCase() })]);
      await deliver();
      expect(invitations()).toHaveLength(1);
      // Saving the flow again invites no one again.
      expect((await setFlow(flow())).statusCode).toBe(200);
      await deliver();
      expect(invitations()).toHaveLength(1);

      printer = await signInFromLatestInvitation();
      expect(await reach(printer)).toEqual([]);
      const [grant] = await grants();
      expect(grant).toMatchObject({ eventId: event.id, userId: printer.userId, email: PRINTER.toLowerCase(), stageName: 'Printer', revokedAt: null, state: 'active' });
      expect((await auditOf(cast.organiser.userId)).filter((entry) => entry.action === 'event.guest-invite')).toEqual([{ action: 'event.guest-invite', subject_id: event.id, detail: `${PRINTER.toLowerCase()} → Printer` }]);
      expect((await auditOf(printer.userId)).map((entry) => entry.action)).toEqual(['user.sign-in']);
    });

    it('shows the guest only what reached its stage; it notes, replies and decides there, and the flow moves on', async () => {
      const v1 = await submitArtwork(ctx, cast.company, poster, await png('#c33'));
      const other = await submitArtwork(ctx, cast.otherCompany, banner, await png('#3c3'));
      const version = `/api/artwork/version/${v1.id}`;
      // At Content, the version is not the printer's to see or decide.
      for (const url of [version, `${version}/annotations`, `${version}/standing`, `${version}/checklist`, `${version}/file`]) {
        expect((await ctx.request({ url, token: printer.token })).statusCode, url).toBe(404);
      }
      expect((await decide(printer, v1.id)).statusCode).toBe(404);
      expect(await reach(printer)).toEqual([]);

      expect((await decide(cast.organiser, v1.id)).statusCode).toBe(201);
      expect((await standingOf(v1.id)).stage).toBe(1);
      // The stage's email reaches the guest too, with its personal link to its own review page of the version.
      await deliver();
      const stageMail = ctx.smtp.received(PRINTER).find((mail) => mail.source.includes(`Subject: ${renderEmail(EMAIL_TEMPLATE_DEFAULTS['stage-opened'], { stageName: 'Printer', requirementName: poster.name, eventName: event.name }).subject}`));
      expect(stageMail).toBeDefined();
      const opened = await ctx.request({ method: 'POST', url: '/api/auth/sign-in-link', body: { token: signInTokenFrom(stageMail!) } });
      expect(opened.json<SignInLinkResult>().path).toBe(GUEST_PATHS.review(v1.id));

      expect(await reach(printer)).toEqual([{ versionId: v1.id, stageName: 'Printer', awaitsYou: true }]);
      const read = await ctx.request({ url: version, token: printer.token });
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json<ArtworkVersion>().id).toBe(v1.id);
      expect((await ctx.request({ url: `${version}/file`, token: printer.token })).statusCode).toBe(200);
      // What its review page reads: the version's subject, checks and notes, and of its requirement the versions and decisions that reached the guest.
      for (const url of [`${version}/subject`, `${version}/checklist`, `${version}/standing`, `${version}/annotations`, `${version}/difference`, `${version}/check`]) {
        const answer = await ctx.request({ url, token: printer.token });
        expect(answer.statusCode, `${url} ${answer.body}`).toBe(200);
      }
      const pair = (requirement: Requirement, company: RoleAccount) => `/api/requirement/${requirement.id}/%s?companyId=${company.profileId}`;
      const history = await ctx.request({ url: pair(poster, cast.company).replace('%s', 'versions'), token: printer.token });
      expect(history.json<{ versions: ArtworkVersion[] }>().versions.map((one) => one.id)).toEqual([v1.id]);
      const decisions = await ctx.request({ url: pair(poster, cast.company).replace('%s', 'reviews'), token: printer.token });
      expect(decisions.json<{ reviews: { reviewerId: number; stage: string | null }[] }>().reviews.map((one) => one.reviewerId)).toEqual([cast.organiser.userId]);
      for (const what of ['versions', 'reviews']) {
        const refused = await ctx.request({ url: pair(banner, cast.otherCompany).replace('%s', what), token: printer.token });
        expect([refused.statusCode, refused.json()], what).toEqual([404, { message: ARTWORK_MESSAGES.requirementNotFound }]);
      }
      const note = await ctx.request({ method: 'POST', url: `${version}/annotation`, token: printer.token, body: pin });
      expect(note.statusCode, note.body).toBe(201);
      const noteId = Number(note.json<{ id: string }>().id.split('/').at(-1));
      const organiserNote = await ctx.request({ method: 'POST', url: `${version}/annotation/${noteId}/reply`, token: cast.organiser.token, body: comment('Extended, please check.') });
      expect(organiserNote.statusCode).toBe(201);
      const reply = await ctx.request({ method: 'POST', url: `${version}/annotation/${noteId}/reply`, token: printer.token, body: comment('Checked: fine now.') });
      expect(reply.statusCode, reply.body).toBe(201);
      // Resolving is no guest's: its row of the table refuses it.
      expect((await ctx.request({ method: 'POST', url: `${version}/annotation/${noteId}/resolve`, token: printer.token })).statusCode).toBe(403);
      // The other company's banner waits at Content: not there for the guest.
      expect((await ctx.request({ url: `/api/artwork/version/${other.id}`, token: printer.token })).statusCode).toBe(404);
      expect((await decide(printer, other.id)).statusCode).toBe(404);

      const decided = await decide(printer, v1.id);
      expect(decided.statusCode, decided.body).toBe(201);
      const standing = await standingOf(v1.id);
      expect(standing.status).toBe('in_progress');
      expect(standing.stage).toBe(2);
      expect(standing.stages[1]!.decided.map((decision) => decision.reviewerId)).toEqual([printer.userId]);
      // Decided at its stage, the version stays within the guest's reach, no longer awaiting it; deciding again is refused.
      expect(await reach(printer)).toEqual([{ versionId: v1.id, stageName: 'Printer', awaitsYou: false }]);
      expect((await ctx.request({ url: version, token: printer.token })).statusCode).toBe(200);
      expect((await decide(printer, v1.id)).statusCode).toBe(404);
      // Nor does it tick a checklist there: the version waits at a stage not its own.
      const tick = await ctx.request({ method: 'PUT', url: `${version}/checklist/1`, token: printer.token, body: { ticked: true } });
      expect([tick.statusCode, tick.json()]).toEqual([404, { message: ARTWORK_MESSAGES.versionNotFound }]);
      expect((await decide(cast.owner, v1.id)).statusCode).toBe(201);
      expect((await standingOf(v1.id)).status).toBe('approved');
      // Everything it did is audited as its own.
      expect((await auditOf(printer.userId)).map((entry) => entry.action)).toEqual(['user.sign-in', 'user.sign-in', 'artwork.annotate', 'artwork.annotation-reply', 'artwork.review']);
    });

    it('a revoked guest is refused at once, and invited anew when the flow names it again', async () => {
      const v = await submitArtwork(ctx, cast.otherCompany, poster, await png('#33c'));
      expect((await decide(cast.organiser, v.id)).statusCode).toBe(201);
      expect(await reach(printer)).toContainEqual({ versionId: v.id, stageName: 'Printer', awaitsYou: true });
      const [grant] = await grants();
      // Staff of another event may not revoke it; the guest itself may not either.
      const otherEvent = await eventWithExhibitors(ctx, cast, 'Other Fair');
      expect((await ctx.request({ method: 'DELETE', url: `/api/event/${otherEvent.id}/guest/${grant!.id}`, token: cast.organiser.token })).statusCode).toBe(404);
      expect((await ctx.request({ method: 'DELETE', url: `/api/event/${event.id}/guest/${grant!.id}`, token: cast.otherOrganiser.token })).statusCode).toBe(403);
      expect((await ctx.request({ method: 'DELETE', url: `/api/event/${event.id}/guest/${grant!.id}`, token: printer.token })).statusCode).toBe(403);

      const revoked = await ctx.request({ method: 'DELETE', url: `/api/event/${event.id}/guest/${grant!.id}`, token: cast.admin.token });
      expect(revoked.statusCode, revoked.body).toBe(200);
      expect(revoked.json<GuestGrant>()).toMatchObject({ id: grant!.id, state: 'revoked' });
      expect((await ctx.request({ method: 'DELETE', url: `/api/event/${event.id}/guest/${grant!.id}`, token: cast.admin.token })).json()).toEqual({ message: GUEST_MESSAGES.alreadyRevoked });
      const refused = await ctx.request({ url: `/api/artwork/version/${v.id}`, token: printer.token });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: GUEST_MESSAGES.accessEnded });
      expect((await decide(printer, v.id)).statusCode).toBe(404);
      expect(await reach(printer)).toEqual([]);
      expect((await auditOf(cast.admin.userId)).filter((entry) => entry.action === 'event.guest-revoke')).toEqual([{ action: 'event.guest-revoke', subject_id: event.id, detail: `${PRINTER.toLowerCase()} → Printer` }]);

      expect((await setFlow(flow())).statusCode).toBe(200);
      await deliver();
      expect(invitations()).toHaveLength(2);
      printer = await signInFromLatestInvitation();
      expect((await grants())[0]).toMatchObject({ id: grant!.id, state: 'active', revokedAt: null });
      expect((await decide(printer, v.id)).statusCode).toBe(201);
    });

    it('a guest invited while versions wait at its stage sees them at once, and nothing decided before it came', async () => {
      const waiting = await submitArtwork(ctx, cast.company, banner, await png('#cc3'));
      expect((await decide(cast.organiser, waiting.id)).statusCode).toBe(201);
      const SAFETY = 'safety.officer@example.test';
      const body = flow();
      body.stages[1]!.reviewers = [{ kind: 'guest', email: PRINTER }, { kind: 'guest', email: SAFETY }];
      expect((await setFlow(body)).statusCode).toBe(200);
      await deliver();
      const [mail] = ctx.smtp.received(SAFETY).filter((candidate) => candidate.source.includes(`Subject: ${invitationSubject()}`));
      const link = await ctx.request({ method: 'POST', url: '/api/auth/sign-in-link', body: { token: signInTokenFrom(mail!) } });
      expect(link.statusCode, link.body).toBe(200);
      const safety = { ...printer, token: link.json<SignInLinkResult>().token, userId: (await ctx.db.selectFrom('users').select('id').where('email_lower', '=', SAFETY).executeTakeFirstOrThrow()).id };
      expect(await reach(safety)).toEqual([{ versionId: waiting.id, stageName: 'Printer', awaitsYou: true }]);
      expect(await reach(printer)).toContainEqual({ versionId: waiting.id, stageName: 'Printer', awaitsYou: true });
      expect((await decide(safety, waiting.id)).statusCode).toBe(201);
      // Any one of the stage decides: the version moved on, for both guests.
      expect(await reach(printer)).toContainEqual({ versionId: waiting.id, stageName: 'Printer', awaitsYou: false });
      expect((await decide(printer, waiting.id)).statusCode).toBe(404);
    });

    it('access ends when the event ends on its own clock', async () => {
      const v = await submitArtwork(ctx, cast.company, banner, await png('#c3c'));
      expect((await decide(cast.organiser, v.id)).statusCode).toBe(201);
      expect((await ctx.request({ url: `/api/artwork/version/${v.id}`, token: printer.token })).statusCode).toBe(200);
      const stored = await ctx.db.selectFrom('events').select(['all_day', 'starts_at', 'ends_at']).where('id', '=', event.id).executeTakeFirstOrThrow();
      // The event's days pass: it ended a minute ago.
      await ctx.db.updateTable('events').set({ all_day: 0, starts_at: new Date(Date.now() - 3_600_000).toISOString(), ends_at: new Date(Date.now() - 60_000).toISOString() }).where('id', '=', event.id).execute();
      try {
        const refused = await ctx.request({ url: `/api/artwork/version/${v.id}`, token: printer.token });
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual({ message: GUEST_MESSAGES.accessEnded });
        expect((await decide(printer, v.id)).statusCode).toBe(404);
        expect(await reach(printer)).toEqual([]);
        expect((await grants()).map((grant) => grant.state)).toEqual(['ended', 'ended']);
      } finally {
        await ctx.db.updateTable('events').set(stored).where('id', '=', event.id).execute();
      }
    });
  },
  { smtp: true },
);
