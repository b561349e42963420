import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { type ArtworkVersion, AUDIT_MESSAGES, type AuditActors, type AuditPage, EMAIL_TEMPLATE_DEFAULTS, type Event, type Requirement, REVIEW_TEXTS, ROLES } from '../../../src/api/contract';
import { describeOnEachDatabase } from '../../test/harness';
import { accountOf, type Cast, castOf, type RoleAccount } from '../../test/accounts';
import { createRequirement, eventWithExhibitors } from '../../test/artwork';
import { uploadWhole } from '../../test/tus-client';

describeOnEachDatabase('audit log', (ctx) => {
  let admin: RoleAccount;
  const read = (query = '', who: RoleAccount | null = admin) => ctx.request({ url: `/api/audit-log${query}`, token: who?.token });

  beforeAll(async () => {
    admin = await accountOf(ctx, ROLES.admin);
    const rows = [
      { actor_id: admin.userId, action: 'event.create', subject_type: 'event', subject_id: 1, created_at: '2026-11-01T10:00:00.000Z' },
      { actor_id: admin.userId, action: 'artwork.review', subject_type: 'artwork', subject_id: 7, created_at: '2026-11-02T10:00:00.000Z' },
      { actor_id: null, action: 'artwork.upload', subject_type: 'artwork', subject_id: 7, created_at: '2026-11-03T23:59:59.000Z' },
    ];
    await ctx.db.insertInto('audit_log').values(rows).execute();
  });

  it('is read by admin and Owner/Admin only, newest first, with who did it', async () => {
    const page = (await read()).json<AuditPage>();
    expect(page.entries.map((entry) => entry.action)).toEqual(['artwork.upload', 'artwork.review', 'event.create']);
    expect(page.entries[1]!.actor).toEqual({ id: admin.userId, name: admin.name, email: admin.email });
    expect(page.entries[0]!.actor).toBeNull();
    expect((await read('', await accountOf(ctx, ROLES.owner))).statusCode).toBe(200);
    for (const role of [ROLES.organizer, ROLES.exhibitor, ROLES.user]) expect((await read('', await accountOf(ctx, role))).statusCode).toBe(403);
    expect((await read('', null)).statusCode).toBe(401);
  });

  it('filters by area or action, by who, and by days (both included), and pages', async () => {
    const actions = async (query: string) => (await read(query)).json<AuditPage>().entries.map((entry) => entry.action);
    expect(await actions('?action=artwork')).toEqual(['artwork.upload', 'artwork.review']);
    expect(await actions('?action=artwork.review')).toEqual(['artwork.review']);
    expect(await actions(`?actorId=${admin.userId}`)).toEqual(['artwork.review', 'event.create']);
    expect(await actions('?from=2026-11-02&to=2026-11-03')).toEqual(['artwork.upload', 'artwork.review']);
    expect((await read('?limit=1&page=2')).json<AuditPage>()).toMatchObject({ totalItems: 3, totalPages: 3, currentPage: 2, entries: [{ action: 'artwork.review' }] });
    expect((await read('?from=yesterday')).json().errors).toEqual({ from: AUDIT_MESSAGES.dayInvalid });
    expect((await read('?to=2026-13-45')).json().errors).toEqual({ to: AUDIT_MESSAGES.dayInvalid });
    expect((await read("?action=x' or 1=1")).json().errors).toEqual({ action: AUDIT_MESSAGES.actionInvalid });
  });
});

describeOnEachDatabase('audit log subjects and people', (ctx) => {
  let cast: Cast;
  let event: Event;
  let gone: Event;
  let requirement: Requirement;
  let version: ArtworkVersion;
  const entries = async () => (await ctx.request({ url: '/api/audit-log?limit=100', token: cast.admin.token })).json<AuditPage>().entries;
  const entryOf = async (action: string, subjectId?: number) => (await entries()).find((entry) => entry.action === action && (subjectId === undefined || entry.subjectId === subjectId))!;

  beforeAll(async () => {
    cast = await castOf(ctx);
    event = await eventWithExhibitors(ctx, cast, 'Tech Expo');
    gone = await eventWithExhibitors(ctx, cast, 'Cancelled Fair');
    expect((await ctx.request({ method: 'DELETE', url: `/api/event/${gone.id}`, token: cast.organiser.token })).statusCode).toBe(200);
    requirement = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Back wall' });
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#36c' } }).png().toBuffer();
    version = (await uploadWhole(ctx, cast.company.token, requirement.id, 'wall.png', png)).json<ArtworkVersion>();
    const updated = await ctx.request({
      method: 'PUT',
      url: `/api/exhibiting-company/${cast.otherCompany.profileId}`,
      token: cast.owner.token,
      body: { firstname: 'Bolt', lastname: 'Renamed', email: cast.otherCompany.email, companyName: 'Bolt Co', productCategory: 'Signs', boothSize: '3x3', contactPerson: 'B R', status: 'Active' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    // An account that has since been removed, and a reminder sent on schedule by nobody.
    await ctx.db
      .insertInto('audit_log')
      .values([
        { actor_id: 987_654, action: 'email-template.update', subject_type: 'email-template', subject_id: null, created_at: new Date().toISOString() },
        { actor_id: null, action: 'artwork.remind', subject_type: 'company', subject_id: cast.company.profileId!, created_at: new Date().toISOString() },
      ])
      .execute();
  });

  it('names each subject as it is now, with the page that shows it', async () => {
    expect(await entryOf('event.create', event.id)).toMatchObject({ actorId: cast.organiser.userId, subjectName: 'Tech Expo', subjectLink: { page: 'eventDetails', id: event.id } });
    expect(await entryOf('requirement.create')).toMatchObject({ subjectName: 'Back wall · Tech Expo', subjectLink: { page: 'eventDetails', id: event.id } });
    // Never submitted, the upload is the company's draft: named so, with no review page to open.
    expect(await entryOf('artwork.upload')).toMatchObject({ actorId: cast.company.userId, subjectId: version.id, subjectName: 'Acme Co · Back wall draft', subjectLink: null });
    expect(await entryOf('company.update')).toMatchObject({ subjectName: 'Bolt Renamed', subjectLink: { page: 'companyView', id: cast.otherCompany.profileId } });
    expect(await entryOf('artwork.remind')).toMatchObject({ actor: null, actorId: null, subjectName: 'Acme Co', subjectLink: { page: 'companyView', id: cast.company.profileId } });
  });

  it('keeps the ids of what no longer exists, without a name or a page', async () => {
    const deleted = (await entries()).filter((entry) => entry.subjectType === 'event' && entry.subjectId === gone.id);
    expect(deleted.map((entry) => entry.action).sort()).toEqual(['event.create', 'event.delete']);
    for (const entry of deleted) expect(entry).toMatchObject({ subjectName: null, subjectLink: null });
    expect(await entryOf('email-template.update')).toMatchObject({ actor: null, actorId: 987_654, subjectName: null, subjectLink: null });
  });

  it('lists the people in the log by name, for admin and Owner/Admin only', async () => {
    const actors = (who: RoleAccount | null) => ctx.request({ url: '/api/audit-log/actors', token: who?.token });
    for (const who of [cast.admin, cast.owner]) {
      const response = await actors(who);
      expect(response.statusCode).toBe(200);
      const names = [cast.organiser, cast.company, cast.owner].map((account) => account.name).sort((a, b) => a.localeCompare(b, 'en'));
      expect(response.json<AuditActors>().actors).toEqual(
        names.map((name) => {
          const account = [cast.organiser, cast.company, cast.owner].find((candidate) => candidate.name === name)!;
          return { id: account.userId, name, email: account.email };
        }),
      );
    }
    for (const who of [cast.organiser, cast.company, cast.user]) expect((await actors(who)).statusCode).toBe(403);
    expect((await actors(null)).statusCode).toBe(401);
  });

  // Last: it adds entries by the admin that the tests above do not expect.
  it('names the decision a review made and the email template that was changed', async () => {
    const poster = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Poster', widthMm: 300, heightMm: 200, minDpi: 100 });
    const png = await sharp({ create: { width: 1300, height: 881, channels: 3, background: '#3a6' } }).png().toBuffer();
    const decided = (await uploadWhole(ctx, cast.company.token, poster.id, 'poster.png', png)).json<ArtworkVersion>();
    const submitted = await ctx.request({ method: 'POST', url: `/api/artwork/version/${decided.id}/submit`, token: cast.company.token, body: {} });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const approved = await ctx.request({ method: 'POST', url: `/api/artwork/version/${decided.id}/review`, token: cast.organiser.token, body: { decision: 'approved' } });
    expect(approved.statusCode, approved.body).toBe(201);
    expect(await entryOf('artwork.review', decided.id)).toMatchObject({ detail: REVIEW_TEXTS.decisions.approved });
    const template = EMAIL_TEMPLATE_DEFAULTS['artwork-decision'];
    const saved = await ctx.request({ method: 'PUT', url: '/api/email-template/artwork-decision', token: cast.admin.token, body: { subject: template.subject, body: `${template.body}\n\nThanks.` } });
    expect(saved.statusCode, saved.body).toBe(200);
    const reset = await ctx.request({ method: 'DELETE', url: '/api/email-template/artwork-decision', token: cast.admin.token });
    expect(reset.statusCode, reset.body).toBe(200);
    const named = (await entries()).filter((entry) => entry.actorId === cast.admin.userId && entry.subjectType === 'email-template');
    expect(named.map((entry) => [entry.action, entry.detail])).toEqual([
      ['email-template.reset', template.name],
      ['email-template.update', template.name],
    ]);
  });
});
