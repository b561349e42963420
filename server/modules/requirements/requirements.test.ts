import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import {
  ARTWORK_MESSAGES,
  ARTWORK_TEXTS,
  type ArtworkVersion,
  type Checklist,
  type Event,
  EVENT_MESSAGES,
  FILE_NAME_MAX,
  formatBytes,
  MESSAGES,
  FINDING_WORDS,
  type Requirement,
  TEMPLATE_MAX_BYTES,
} from '../../../src/api/contract';
import { describeOnEachDatabase } from '../../test/harness';
import { type Cast, castOf, type RoleAccount } from '../../test/accounts';
import { createRequirement, eventWithExhibitors, requirementInput, uploadTemplate } from '../../test/artwork';
import { uploadWhole } from '../../test/tus-client';
import { worded } from '../../../src/api/contract/i18n/finding-text';

describeOnEachDatabase('artwork requirements', (ctx) => {
  let cast: Cast;
  let event: Event;
  let otherEvent: Event;
  const count = async () => Number((await ctx.db.selectFrom('artwork_requirements').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const list = (who: RoleAccount | null, eventId = event.id) => ctx.request({ url: `/api/event/${eventId}/requirements`, token: who?.token });

  beforeAll(async () => {
    cast = await castOf(ctx);
    event = await eventWithExhibitors(ctx, cast);
    const other = await ctx.request({ method: 'POST', url: '/api/event', token: cast.otherOrganiser.token, body: { name: 'Other Fair', category: 'Danger', allDay: true, start: '2027-01-10' } });
    otherEvent = other.json<Event>();
  });

  it('is created by the event’s organiser, admin and owner/admin, with every field as sent', async () => {
    const made = await createRequirement(ctx, cast.organiser.token, event.id, { colourMode: 'CMYK', formats: ['pdf', 'png', 'pdf'] });
    expect(made).toMatchObject({
      eventId: event.id,
      name: 'Booth banner',
      description: 'Hangs above the stand.',
      required: true,
      formats: ['pdf', 'png'],
      widthMm: 3000,
      heightMm: 2000,
      bleedMm: 5,
      minDpi: 100,
      colourMode: 'CMYK',
      maxBytes: 10 * 1024 * 1024,
      appliesTo: 'all',
      companyIds: [],
      template: null,
      versionCount: 0,
    });
    for (const who of [cast.admin, cast.owner]) await createRequirement(ctx, who.token, event.id, { name: `By ${who.name}` });
  });

  it('keeps its print rules (ink limit, spot colours, pages expected, viewing distance), and the file check holds files to them', async () => {
    const plain = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Plain' });
    expect(plain).toMatchObject({ inkLimit: null, spotColoursAllowed: false, pagesExpected: null, viewingDistanceM: null });
    const rules = { inkLimit: 280, spotColoursAllowed: true, pagesExpected: 2, viewingDistanceM: 3.5 };
    const made = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Catalogue', formats: ['pdf'], widthMm: 100, heightMm: 100, bleedMm: 0, ...rules });
    expect(made).toMatchObject(rules);
    const listed = (await list(cast.company)).json<{ requirements: Requirement[] }>().requirements.find((row) => row.id === made.id);
    expect(listed).toMatchObject(rules);
    // Three pages where two are expected: the requirement's own figure reaches the check.
    const document = await PDFDocument.create();
    for (let page = 0; page < 3; page += 1) document.addPage([(100 / 25.4) * 72, (100 / 25.4) * 72]);
    const uploaded = await uploadWhole(ctx, cast.company.token, made.id, 'catalogue.pdf', Buffer.from(await document.save()));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json<ArtworkVersion>().preflight.findings).toContainEqual({ code: 'pages', severity: 'error', ...worded(FINDING_WORDS.pdfPageCount(3, 2)) });
    // A change clears what it sends as null, sets what it sends, and keeps the rules it does not send.
    const changed = await ctx.request({ method: 'PUT', url: `/api/requirement/${made.id}`, token: cast.organiser.token, body: requirementInput({ name: 'Catalogue', inkLimit: null, pagesExpected: 3 }) });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ inkLimit: null, spotColoursAllowed: true, pagesExpected: 3, viewingDistanceM: 3.5 });
  });

  it('is refused to another organiser (403), a company and a user (403), and without a token (401); nothing is written', async () => {
    const before = await count();
    for (const [who, status] of [[cast.otherOrganiser, 403], [cast.company, 403], [cast.user, 403], [null, 401]] as const) {
      const response = await ctx.request({ method: 'POST', url: `/api/event/${event.id}/requirement`, token: who?.token, body: requirementInput() });
      expect(response.statusCode, `${who?.name}`).toBe(status);
    }
    expect(await count()).toBe(before);
  });

  it('answers each bad field with its message and writes nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', ARTWORK_MESSAGES.nameRequired],
      [{ formats: [] }, 'formats', ARTWORK_MESSAGES.formatsRequired],
      [{ formats: ['gif'] }, 'formats.0', ARTWORK_MESSAGES.formatInvalid],
      [{ widthMm: 0 }, 'widthMm', ARTWORK_MESSAGES.sizeInvalid(100_000)],
      [{ heightMm: 'tall' }, 'heightMm', ARTWORK_MESSAGES.sizeInvalid(100_000)],
      [{ bleedMm: -1 }, 'bleedMm', ARTWORK_MESSAGES.bleedInvalid(100)],
      [{ minDpi: 72.5 }, 'minDpi', ARTWORK_MESSAGES.dpiInvalid(2400)],
      [{ colourMode: 'Pantone' }, 'colourMode', ARTWORK_MESSAGES.colourModeInvalid],
      [{ inkLimit: 450 }, 'inkLimit', ARTWORK_MESSAGES.inkLimitInvalid(100, 400)],
      [{ inkLimit: 280.5 }, 'inkLimit', ARTWORK_MESSAGES.inkLimitInvalid(100, 400)],
      [{ spotColoursAllowed: 'yes' }, 'spotColoursAllowed', ARTWORK_MESSAGES.spotColoursAllowedInvalid],
      [{ pagesExpected: 0 }, 'pagesExpected', ARTWORK_MESSAGES.pagesExpectedInvalid(1000)],
      [{ pagesExpected: 2.5 }, 'pagesExpected', ARTWORK_MESSAGES.pagesExpectedInvalid(1000)],
      [{ viewingDistanceM: -1 }, 'viewingDistanceM', ARTWORK_MESSAGES.viewingDistanceInvalid(1000)],
      [{ viewingDistanceM: 'far' }, 'viewingDistanceM', ARTWORK_MESSAGES.viewingDistanceInvalid(1000)],
      [{ maxBytes: 0 }, 'maxBytes', ARTWORK_MESSAGES.maxBytesInvalid],
      [{ maxBytes: ctx.config.uploadMaxBytes + 1 }, 'maxBytes', ARTWORK_MESSAGES.maxBytesTooLarge(formatBytes(ctx.config.uploadMaxBytes))],
      [{ deadline: 'next friday' }, 'deadline', ARTWORK_MESSAGES.deadlineInvalid],
      [{ deadline: undefined }, 'deadline', ARTWORK_MESSAGES.deadlineRequired],
      [{ appliesTo: 'chosen', companyIds: [] }, 'companyIds', ARTWORK_MESSAGES.companiesRequired],
      [{ appliesTo: 'chosen', companyIds: [cast.company.profileId, 999_999] }, 'companyIds', ARTWORK_MESSAGES.companyNotExhibitor],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await ctx.request({ method: 'POST', url: `/api/event/${event.id}/requirement`, token: cast.admin.token, body: requirementInput(overrides) });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().errors?.[field], JSON.stringify(overrides)).toBe(message);
    }
    expect(await count()).toBe(before);
  });

  it('applies to chosen exhibitors only: the others do not see it', async () => {
    const chosen = await createRequirement(ctx, cast.admin.token, event.id, { name: 'Only for one', appliesTo: 'chosen', companyIds: [cast.company.profileId] });
    expect(chosen.companyIds).toEqual([cast.company.profileId]);
    const names = async (who: RoleAccount) => (await list(who)).json<{ requirements: Requirement[] }>().requirements.map((row) => row.name);
    expect(await names(cast.company)).toContain('Only for one');
    expect(await names(cast.otherCompany)).not.toContain('Only for one');
    expect(await names(cast.organiser)).toContain('Only for one');
    const theirs = await ctx.request({ url: `/api/requirement/${chosen.id}/template`, token: cast.otherCompany.token });
    expect(theirs.statusCode).toBe(404);
  });

  it('tells a company only its own versions and itself among the chosen; staff see every company', async () => {
    const both = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'For both', formats: ['png'], appliesTo: 'chosen', companyIds: [cast.company.profileId, cast.otherCompany.profileId] });
    const bytes = await sharp({ create: { width: 1300, height: 881, channels: 3, background: '#36c' } }).png().toBuffer();
    for (const [who, times] of [[cast.company, 1], [cast.otherCompany, 2]] as const) {
      for (let time = 0; time < times; time += 1) expect((await uploadWhole(ctx, who.token, both.id, 'wall.png', bytes)).statusCode).toBeLessThan(300);
    }
    const seen = async (who: RoleAccount) => (await list(who)).json<{ requirements: Requirement[] }>().requirements.find((row) => row.id === both.id)!;
    expect(await seen(cast.company)).toMatchObject({ versionCount: 1, companyIds: [cast.company.profileId] });
    expect(await seen(cast.otherCompany)).toMatchObject({ versionCount: 2, companyIds: [cast.otherCompany.profileId] });
    expect(await seen(cast.organiser)).toMatchObject({ versionCount: 3, companyIds: [cast.company.profileId, cast.otherCompany.profileId].sort((a, b) => a! - b!) });
    const checklist = (await ctx.request({ url: '/api/artwork/checklist', token: cast.company.token })).json<Checklist>();
    const item = checklist.events.flatMap((entry) => entry.items).find((candidate) => candidate.requirement.id === both.id)!;
    expect(item.requirement).toMatchObject({ versionCount: 1, companyIds: [cast.company.profileId] });
  });

  it('is listed to staff who may read the event and refused to the others', async () => {
    for (const who of [cast.admin, cast.owner, cast.organiser, cast.company]) expect((await list(who)).statusCode).toBe(200);
    expect((await list(cast.otherOrganiser)).statusCode).toBe(403);
    expect((await list(cast.user)).statusCode).toBe(403);
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(cast.company, otherEvent.id)).statusCode).toBe(403);
    const missing = await list(cast.admin, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(EVENT_MESSAGES.eventNotFound);
  });

  it('is changed and deleted by its event’s organiser, not by another; an unknown id is 404 and a bad one 400', async () => {
    const made = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Floor sticker' });
    const refused = await ctx.request({ method: 'PUT', url: `/api/requirement/${made.id}`, token: cast.otherOrganiser.token, body: requirementInput({ name: 'Mine now' }) });
    expect(refused.statusCode).toBe(403);
    const changed = await ctx.request({ method: 'PUT', url: `/api/requirement/${made.id}`, token: cast.organiser.token, body: requirementInput({ name: 'Floor sticker, round', minDpi: null }) });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Floor sticker, round', minDpi: null });
    expect((await ctx.request({ method: 'PUT', url: '/api/requirement/999999', token: cast.admin.token, body: requirementInput() })).statusCode).toBe(404);
    const bad = await ctx.request({ method: 'DELETE', url: '/api/requirement/abc', token: cast.admin.token });
    expect(bad.statusCode).toBe(400);
    expect((await ctx.request({ method: 'DELETE', url: `/api/requirement/${made.id}`, token: cast.otherOrganiser.token })).statusCode).toBe(403);
    const deleted = await ctx.request({ method: 'DELETE', url: `/api/requirement/${made.id}`, token: cast.organiser.token });
    expect(deleted.json()).toEqual({ message: ARTWORK_TEXTS.requirementDeleted, versionsRemoved: 0 });
    expect((await ctx.request({ method: 'DELETE', url: `/api/requirement/${made.id}`, token: cast.organiser.token })).statusCode).toBe(404);
  });

  it('keeps one template file, downloaded as an attachment by those who may read the requirement', async () => {
    const made = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Logo wall' });
    const upload = (content: string, name: string, token = cast.organiser.token) => uploadTemplate(ctx, token, made.id, content, name);
    expect((await upload('%PDF-1.4 mine', 'x.pdf', cast.otherOrganiser.token)).statusCode).toBe(403);
    const first = await upload('%PDF-1.4 first', 'Logo wall template.pdf');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Requirement>().template).toEqual({ name: 'Logo wall template.pdf', bytes: 14, url: `/api/requirement/${made.id}/template` });
    const second = await upload('%PDF-1.4 second!', '../../étoile.pdf');
    expect(second.json<Requirement>().template?.name).toBe('étoile.pdf');
    const templates = await ctx.db.selectFrom('artwork_requirements').select('template_key').where('template_key', 'is not', null).execute();
    expect(templates).toHaveLength(1);
    // A long name is stored at the stated length, its extension kept.
    const long = await upload('%PDF-1.4 long', `${'x'.repeat(FILE_NAME_MAX * 3)}.pdf`);
    expect(long.json<Requirement>().template?.name).toBe(`${'x'.repeat(FILE_NAME_MAX - 4)}.pdf`);
    const kept = await ctx.db.selectFrom('artwork_requirements').select('template_name').where('id', '=', made.id).executeTakeFirstOrThrow();
    expect(kept.template_name).toBe(`${'x'.repeat(FILE_NAME_MAX - 4)}.pdf`);
    await upload('%PDF-1.4 second!', '../../étoile.pdf');

    const download = await ctx.request({ url: `/api/requirement/${made.id}/template`, token: cast.company.token });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('%PDF-1.4 second!');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="_toile.pdf"; filename*=UTF-8''${encodeURIComponent('étoile.pdf')}`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    const none = await ctx.request({ method: 'PUT', url: `/api/requirement/${made.id}/template`, token: cast.organiser.token, body: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(ARTWORK_MESSAGES.templateRequired);
    const user = await ctx.request({ url: `/api/requirement/${made.id}/template`, token: cast.user.token });
    expect(user.statusCode).toBe(403);
    expect(user.json().message).toBe(MESSAGES.forbidden);
    expect((await ctx.request({ url: '/api/requirement/999999/template', token: cast.admin.token })).json().message).toBe(ARTWORK_MESSAGES.requirementNotFound);
  });

  it('takes a template only from those who manage the requirement; one over the limit is 413 and nothing is kept', async () => {
    const made = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Counter front' });
    const upload = (token: string | undefined, content = '%PDF-1.4 ok') => uploadTemplate(ctx, token as string, made.id, content, 'front.pdf');
    for (const [who, status] of [[cast.company, 403], [cast.user, 403], [cast.otherCompany, 403], [null, 401]] as const) {
      expect((await upload(who?.token)).statusCode, `${who?.name}`).toBe(status);
    }
    for (const who of [cast.admin, cast.owner]) expect((await upload(who.token)).statusCode, who.name).toBe(200);
    const kept = await ctx.db.selectFrom('artwork_requirements').select(['template_key', 'template_bytes']).where('id', '=', made.id).executeTakeFirstOrThrow();

    const tooLarge = await upload(cast.organiser.token, 'x'.repeat(TEMPLATE_MAX_BYTES + 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(ARTWORK_MESSAGES.templateTooLarge(formatBytes(TEMPLATE_MAX_BYTES)));
    expect(await ctx.db.selectFrom('artwork_requirements').select(['template_key', 'template_bytes']).where('id', '=', made.id).executeTakeFirstOrThrow()).toEqual(kept);
    const incoming = path.join(ctx.config.dataDir, 'uploads', 'incoming');
    expect((existsSync(incoming) ? await readdir(incoming) : []).filter((name) => name.startsWith('template-'))).toEqual([]);
    const download = await ctx.request({ url: `/api/requirement/${made.id}/template`, token: cast.organiser.token });
    expect(download.body).toBe('%PDF-1.4 ok');
  });

  it('goes with its event: the requirements, their chosen exhibitors and template files', async () => {
    const shortFair = await eventWithExhibitors(ctx, cast, 'Short Fair');
    const made = await createRequirement(ctx, cast.organiser.token, shortFair.id, { appliesTo: 'chosen', companyIds: [cast.company.profileId] });
    expect((await uploadTemplate(ctx, cast.organiser.token, made.id, '%PDF-1.4 gone', 'gone.pdf')).statusCode).toBe(200);
    const { template_key: key } = await ctx.db.selectFrom('artwork_requirements').select('template_key').where('id', '=', made.id).executeTakeFirstOrThrow();
    const file = path.join(ctx.config.dataDir, 'uploads', key!);
    expect(existsSync(file)).toBe(true);

    const deleted = await ctx.request({ method: 'DELETE', url: `/api/event/${shortFair.id}`, token: cast.organiser.token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await ctx.db.selectFrom('artwork_requirements').select('id').where('event_id', '=', shortFair.id).execute()).toEqual([]);
    expect(await ctx.db.selectFrom('artwork_requirement_companies').select('company_id').where('requirement_id', '=', made.id).execute()).toEqual([]);
    expect(existsSync(file)).toBe(false);
    expect((await ctx.request({ url: `/api/requirement/${made.id}/template`, token: cast.admin.token })).statusCode).toBe(404);
  });
});
