import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { ANNOTATION_CONTEXT, type ArtworkVersion, can, MEDIA_FRAGMENTS, MESSAGES, type Permission, PERMISSIONS, ROLES, type Requirement } from '../../../src/api/contract';
import { startSession } from '../../lib/sessions';
import { describeOnEachDatabase } from '../../test/harness';
import { type Cast, castOf } from '../../test/accounts';
import { createRequirement, eventWithExhibitors, submitArtwork } from '../../test/artwork';
import { findUserById } from '../users/repository';

const png = (background: string) => sharp({ create: { width: 1300, height: 881, channels: 3, background } }).png().toBuffer();
const comment = (value: string) => ({ type: 'TextualBody', value, format: 'text/plain' });
const pin = { '@context': ANNOTATION_CONTEXT, type: 'Annotation', motivation: 'commenting', body: comment('Trim marks are missing.'), target: { selector: { type: 'FragmentSelector', conformsTo: MEDIA_FRAGMENTS, value: 'xywh=percent:10,20,0,0' } } };

/** A valid body for each route a guest's rows admit that takes one: so that the answer is the reach's, not the body's. */
const BODIES: Record<string, unknown> = {
  'POST /api/artwork/version/{id}/annotation': pin,
  'PATCH /api/artwork/version/{id}/annotation/{annotationId}': { body: comment('Trim marks are still missing.') },
  'POST /api/artwork/version/{id}/annotation/{annotationId}/reply': comment('Agreed.'),
  'POST /api/artwork/version/{id}/review': { decision: 'approved' },
  'PUT /api/artwork/version/{id}/checklist/{itemId}': { ticked: true },
};
/** The query a route a guest's rows admit needs, so that the answer is the reach's. */
const QUERIES: Record<string, (ids: Record<string, number>) => string> = {
  'GET /api/requirement/{id}/reviews': (ids) => `?companyId=${ids.company}`,
};
/** The one route a guest's rows admit that answers with its own data: what reached its stages. */
const OWN = new Set(['GET /api/guest/reviews']);

type Operation = { method: string; path: string; permission: Permission };

/**
 * Every guarded route of the API, as its OpenAPI document lists it with its row of the route→roles
 * table, asked by a guest reviewer: a row without the guest refuses it (403), and a row with it
 * finds nothing outside the guest's stage (404): another stage's version of its own event, the
 * event itself, its requirements, another event's artwork. Nothing changes on the way.
 */
describeOnEachDatabase('every route × a guest reviewer', (ctx) => {
  let cast: Cast;
  let operations: Operation[];
  let guestToken: string;
  /** What the guest reaches: the version waiting at its stage. */
  let reached: ArtworkVersion;
  /** What it must not: by each route's parameters. */
  const targets: { label: string; ids: Record<string, number> }[] = [];

  const counts = async () =>
    Promise.all((['audit_log', 'artwork_reviews', 'artwork_annotations', 'artwork_annotation_replies', 'checklist_ticks', 'guest_grants'] as const).map(async (table) => Number((await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)));
  const urlOf = (path: string, ids: Record<string, number>) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (name === 'id') return String(path.startsWith('/api/artwork/version/') ? ids.version : path.startsWith('/api/event/') ? ids.event : path.startsWith('/api/requirement/') ? ids.requirement : ids.other);
      if (name === 'tile') return path.includes('/difference_files/') ? '0_0.png' : '0_0.jpeg';
      return String(ids[name] ?? 1);
    });

  beforeAll(async () => {
    cast = await castOf(ctx);
    const event = await eventWithExhibitors(ctx, cast, 'Walk Fair');
    const poster: Requirement = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Poster', widthMm: 300, heightMm: 200, minDpi: 100, checklist: [{ text: 'Booth number visible', required: true }] });
    const banner = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Banner', widthMm: 300, heightMm: 200, minDpi: 100 });
    const flow = {
      stages: [
        { name: 'Content', rule: 'any', reviewers: [{ kind: 'staff', userId: cast.organiser.userId }] },
        { name: 'Printer', rule: 'any', reviewers: [{ kind: 'guest', email: 'walker@example.test' }] },
      ],
    };
    expect((await ctx.request({ method: 'PUT', url: `/api/event/${event.id}/approval-flow`, token: cast.organiser.token, body: flow })).statusCode).toBe(200);
    const guest = await ctx.db.selectFrom('users').select('id').where('email_lower', '=', 'walker@example.test').executeTakeFirstOrThrow();
    guestToken = await startSession(ctx.db, (await findUserById(ctx.db, guest.id))!, { jwtSecret: ctx.config.jwtSecret, jwtTtlHours: 1 });

    reached = await submitArtwork(ctx, cast.company, poster, await png('#c33'));
    const tick = await ctx.request({ method: 'PUT', url: `/api/artwork/version/${reached.id}/checklist/${poster.checklist[0]!.id}`, token: cast.organiser.token, body: { ticked: true } });
    expect(tick.statusCode, tick.body).toBe(200);
    expect((await ctx.request({ method: 'POST', url: `/api/artwork/version/${reached.id}/review`, token: cast.organiser.token, body: { decision: 'approved' } })).statusCode).toBe(201);
    expect((await ctx.request({ url: `/api/artwork/version/${reached.id}`, token: guestToken })).statusCode).toBe(200);

    // Waiting at Content: another stage's version of the guest's own event.
    const atContent = await submitArtwork(ctx, cast.otherCompany, banner, await png('#3c3'));
    // Another event's version, with no flow: the organisers' own.
    const otherEvent = await eventWithExhibitors(ctx, cast, 'Other Fair');
    const otherPoster = await createRequirement(ctx, cast.organiser.token, otherEvent.id, { name: 'Poster', widthMm: 300, heightMm: 200, minDpi: 100 });
    const elsewhere = await submitArtwork(ctx, cast.company, otherPoster, await png('#33c'));
    for (const [label, version, eventId, requirement, company] of [
      ['another stage', atContent, event.id, banner, cast.otherCompany],
      ['another event', elsewhere, otherEvent.id, otherPoster, cast.company],
    ] as const) {
      const note = await ctx.request({ method: 'POST', url: `/api/artwork/version/${version.id}/annotation`, token: cast.organiser.token, body: pin });
      expect(note.statusCode, note.body).toBe(201);
      const annotationId = Number(note.json<{ id: string }>().id.split('/').at(-1));
      const itemId = requirement.checklist[0]?.id ?? poster.checklist[0]!.id;
      targets.push({ label, ids: { version: version.id, event: eventId, requirement: requirement.id, annotationId, itemId, page: 1, level: 0, company: company.profileId!, other: cast.company.profileId! } });
    }

    const document = (await ctx.request({ url: '/api/docs' })).json<{ paths: Record<string, Record<string, { 'x-permission'?: Permission }>> }>();
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) => (operation['x-permission'] ? [{ method: method.toUpperCase(), path, permission: operation['x-permission'] }] : [])),
    );
  });

  it('walks the whole table: every route has its row, and the guest has rows of its own, each some route’s', () => {
    const used = new Set(operations.map((operation) => operation.permission));
    expect(operations.length).toBeGreaterThan(100);
    for (const permission of used) expect(Object.keys(PERMISSIONS)).toContain(permission);
    const guestRows = (Object.keys(PERMISSIONS) as Permission[]).filter((permission) => can(ROLES.guest, permission));
    expect(guestRows.sort()).toEqual(['annotateArtwork', 'decideArtwork', 'readApprovalStanding', 'readArtwork', 'reviewAsGuest']);
    for (const permission of guestRows) expect(used, permission).toContain(permission);
    // Every route a guest's rows admit that takes a body has one here.
    for (const operation of operations.filter((candidate) => can(ROLES.guest, candidate.permission) && ['POST', 'PUT', 'PATCH'].includes(candidate.method))) {
      expect(BODIES, `${operation.method} ${operation.path}`).toHaveProperty([`${operation.method} ${operation.path}`]);
    }
  });

  it('answers the guest 403 where its role has no row, 404 for whatever is not at its stage, and changes nothing', async () => {
    const before = await counts();
    const answers: string[] = [];
    const expected: string[] = [];
    for (const target of targets) {
      for (const operation of operations) {
        const key = `${operation.method} ${operation.path}`;
        const allowed = can(ROLES.guest, operation.permission);
        const response = await ctx.request({ method: operation.method as 'GET', url: urlOf(operation.path, target.ids) + (QUERIES[key]?.(target.ids) ?? ''), token: guestToken, body: allowed ? BODIES[key] : {} });
        const status = OWN.has(key) ? 200 : allowed ? 404 : 403;
        answers.push(`${target.label}: ${key} → ${response.statusCode}`);
        expected.push(`${target.label}: ${key} → ${status}`);
        if (status === 403) expect(response.json(), key).toEqual({ message: MESSAGES.forbidden });
      }
    }
    expect(answers).toEqual(expected);
    expect(await counts()).toEqual(before);
  });

  it('the guest’s own list holds only the version at its stage', async () => {
    const response = await ctx.request({ url: '/api/guest/reviews', token: guestToken });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ items: { version: { id: number } }[] }>().items.map((item) => item.version.id)).toEqual([reached.id]);
  });
});
