import { beforeAll, expect, it } from 'vitest';
import {
  type Annotation,
  ANNOTATION_CONTEXT,
  ANNOTATION_MESSAGES,
  ANNOTATION_TEXT_MAX,
  type AnnotationPage,
  type ArtworkVersion,
  MEDIA_FRAGMENTS,
  PDF_FRAGMENTS,
  type Requirement,
} from '../../../src/api/contract';
import { type Cast, castOf, type RoleAccount } from '../../test/accounts';
import { describeOnEachDatabase } from '../../test/harness';
import { createRequirement, eventWithExhibitors } from '../../test/artwork';
import { uploadWhole } from '../../test/tus-client';
import { flatImage, pdfOfPages } from './test-fixtures';

const region = (value: string) => ({ type: 'FragmentSelector', conformsTo: MEDIA_FRAGMENTS, value });
const onPage = (page: number, value: string) => ({ type: 'FragmentSelector', conformsTo: PDF_FRAGMENTS, value: `page=${page}`, refinedBy: region(value) });
const comment = (value: string) => ({ type: 'TextualBody', value, format: 'text/plain' });
const newAnnotation = (selector: unknown, text = 'Move the logo 5 mm left.') => ({ '@context': ANNOTATION_CONTEXT, type: 'Annotation', motivation: 'commenting', body: comment(text), target: { selector } });

describeOnEachDatabase('proofing annotations', (ctx) => {
  let cast: Cast;
  let requirement: Requirement;
  let v1: ArtworkVersion;

  const submitted = async (company: RoleAccount, bytes: Buffer, name = 'poster.png') => {
    const version = (await uploadWhole(ctx, company.token, requirement.id, name, bytes)).json<ArtworkVersion>();
    const response = await ctx.request({ method: 'POST', url: `/api/artwork/version/${version.id}/submit`, token: company.token, body: { acknowledgeWarnings: true } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ArtworkVersion>();
  };
  const base = (versionId: number) => `/api/artwork/version/${versionId}`;
  const create = (who: RoleAccount, versionId: number, body: unknown) => ctx.request({ method: 'POST', url: `${base(versionId)}/annotation`, token: who.token, body });
  const list = (who: RoleAccount, versionId: number) => ctx.request({ url: `${base(versionId)}/annotations`, token: who.token });
  const act = (who: RoleAccount, versionId: number, annotationId: number, action: 'resolve' | 'reopen') =>
    ctx.request({ method: 'POST', url: `${base(versionId)}/annotation/${annotationId}/${action}`, token: who.token });
  const reply = (who: RoleAccount, versionId: number, annotationId: number, text: string) =>
    ctx.request({ method: 'POST', url: `${base(versionId)}/annotation/${annotationId}/reply`, token: who.token, body: comment(text) });
  const move = (who: RoleAccount, versionId: number, annotationId: number, body: unknown) =>
    ctx.request({ method: 'PATCH', url: `${base(versionId)}/annotation/${annotationId}`, token: who.token, body });
  const items = async (who: RoleAccount, versionId: number) => {
    const response = await list(who, versionId);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AnnotationPage>().items;
  };
  const count = async (table: 'artwork_annotations' | 'artwork_annotation_replies') =>
    Number((await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const audited = async (action: string) => ctx.db.selectFrom('audit_log').select(['actor_id', 'subject_type', 'subject_id']).where('action', '=', action).orderBy('id').execute();

  beforeAll(async () => {
    cast = await castOf(ctx);
    const event = await eventWithExhibitors(ctx, cast);
    requirement = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Poster', widthMm: 300, heightMm: 200, minDpi: 100 });
    v1 = await submitted(cast.company, await flatImage());
  });

  it('places a pin and a box as W3C Web Annotations that the event’s reviewers and the company read and reply to', async () => {
    const pin = await create(cast.organiser, v1.id, newAnnotation(region('xywh=percent:12.5,40,0,0')));
    expect(pin.statusCode, pin.body).toBe(201);
    expect(pin.headers['content-type']).toContain('application/ld+json');
    const placed = pin.json<Annotation>();
    expect(placed).toMatchObject({
      '@context': [ANNOTATION_CONTEXT, expect.any(Object)],
      id: `${ctx.config.appUrl}${base(v1.id)}/annotation/${placed.id.split('/').at(-1)}`,
      type: 'Annotation',
      motivation: 'commenting',
      creator: { type: 'Person', name: cast.organiser.name },
      body: [{ type: 'TextualBody', purpose: 'commenting', value: 'Move the logo 5 mm left.', creator: { name: cast.organiser.name } }],
      target: { source: `${ctx.config.appUrl}${base(v1.id)}/file`, selector: region('xywh=percent:12.5,40,0,0') },
      page: 1,
      resolved: null,
      carriedFrom: null,
    });
    // Kept as fractions of the artwork's width and height.
    const row = await ctx.db.selectFrom('artwork_annotations').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect([row.x, row.y, row.w, row.h, row.page]).toEqual([0.125, 0.4, 0, 0, 1]);

    const box = await create(cast.company, v1.id, newAnnotation(region('xywh=percent:10.25,20,30.5,5.125'), 'Is this the right blue?'));
    expect(box.statusCode, box.body).toBe(201);
    expect(box.json<Annotation>().target.selector).toEqual(region('xywh=percent:10.25,20,30.5,5.125'));

    for (const who of [cast.organiser, cast.owner, cast.admin, cast.company]) {
      expect((await items(who, v1.id)).map((item) => item.body[0]!.value)).toEqual(['Move the logo 5 mm left.', 'Is this the right blue?']);
    }
    const answered = await reply(cast.company, v1.id, Number(placed.id.split('/').at(-1)), 'Done in the next version.');
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json<Annotation>().body.slice(1)).toMatchObject([{ purpose: 'replying', value: 'Done in the next version.', creator: { name: cast.company.name } }]);
    expect((await reply(cast.organiser, v1.id, Number(placed.id.split('/').at(-1)), 'Thanks.')).statusCode).toBe(201);
    expect((await items(cast.admin, v1.id))[0]!.body.map((body) => body.value)).toEqual(['Move the logo 5 mm left.', 'Done in the next version.', 'Thanks.']);

    expect(await audited('artwork.annotate')).toEqual([
      { actor_id: cast.organiser.userId, subject_type: 'artwork', subject_id: v1.id },
      { actor_id: cast.company.userId, subject_type: 'artwork', subject_id: v1.id },
    ]);
  });

  it('is nobody else’s: another company finds nothing, another organiser and a plain user are refused; nothing is written', async () => {
    const [first] = await items(cast.organiser, v1.id);
    const id = Number(first!.id.split('/').at(-1));
    const before = [await count('artwork_annotations'), await count('artwork_annotation_replies')];
    for (const [who, status] of [
      [cast.otherCompany, 404],
      [cast.otherOrganiser, 403],
      [cast.user, 403],
    ] as const) {
      expect((await list(who, v1.id)).statusCode).toBe(status);
      expect((await create(who, v1.id, newAnnotation(region('xywh=percent:1,1,0,0')))).statusCode).toBe(status);
      expect((await reply(who, v1.id, id, 'Not mine.')).statusCode).toBe(status);
      expect((await act(who, v1.id, id, 'resolve')).statusCode).toBe(status);
      expect((await move(who, v1.id, id, { target: { selector: region('xywh=percent:2,2,0,0') } })).statusCode).toBe(status);
    }
    expect((await list(cast.organiser, 999_999)).statusCode).toBe(404);
    expect((await act(cast.organiser, v1.id, 999_999, 'resolve')).json().message).toBe(ANNOTATION_MESSAGES.annotationNotFound);
    expect([await count('artwork_annotations'), await count('artwork_annotation_replies')]).toEqual(before);
    expect(first!.resolved).toBeNull();
  });

  it('refuses a selector outside the artwork, on a page it does not have, a malformed one, and a huge or empty comment, each with its message', async () => {
    const before = await count('artwork_annotations');
    const refusals: [unknown, string][] = [
      [newAnnotation(region('xywh=percent:101,10,0,0')), ANNOTATION_MESSAGES.outside],
      [newAnnotation(region('xywh=percent:-1,10,0,0')), ANNOTATION_MESSAGES.outside],
      [newAnnotation(region('xywh=percent:80,10,30,10')), ANNOTATION_MESSAGES.outside],
      [newAnnotation(region('xywh=percent:10,10,30,0')), ANNOTATION_MESSAGES.boxNeedsSize],
      [newAnnotation(region('xywh=10,10,30,5')), ANNOTATION_MESSAGES.selectorInvalid],
      [newAnnotation({ type: 'SvgSelector', value: '<svg/>' }), ANNOTATION_MESSAGES.selectorInvalid],
      [newAnnotation(onPage(0, 'xywh=percent:10,10,0,0')), ANNOTATION_MESSAGES.pageInvalid],
      [newAnnotation(onPage(2, 'xywh=percent:10,10,0,0')), ANNOTATION_MESSAGES.pageBeyond(2, 1)],
      [{ body: comment('x'.repeat(ANNOTATION_TEXT_MAX + 1)), target: { selector: region('xywh=percent:1,1,0,0') } }, ANNOTATION_MESSAGES.textTooLong(ANNOTATION_TEXT_MAX)],
      [{ body: comment('   '), target: { selector: region('xywh=percent:1,1,0,0') } }, ANNOTATION_MESSAGES.textRequired],
      [{ body: 'Just text', target: { selector: region('xywh=percent:1,1,0,0') } }, ANNOTATION_MESSAGES.bodyInvalid],
      [{ body: comment('No place') }, ANNOTATION_MESSAGES.selectorInvalid],
    ];
    for (const [body, message] of refusals) {
      const response = await create(cast.organiser, v1.id, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await count('artwork_annotations')).toBe(before);
  });

  it('places annotations on the pages of a PDF, and refuses a page beyond its last', async () => {
    const paged = await submitted(cast.otherCompany, await pdfOfPages(3), 'brochure.pdf');
    const onSecond = await create(cast.organiser, paged.id, newAnnotation(onPage(2, 'xywh=percent:50,50,10,10')));
    expect(onSecond.statusCode, onSecond.body).toBe(201);
    expect(onSecond.json<Annotation>()).toMatchObject({ page: 2, target: { selector: onPage(2, 'xywh=percent:50,50,10,10') } });
    const beyond = await create(cast.organiser, paged.id, newAnnotation(onPage(4, 'xywh=percent:50,50,0,0')));
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toEqual({ message: ANNOTATION_MESSAGES.pageBeyond(4, 3), errors: { 'target.selector': ANNOTATION_MESSAGES.pageBeyond(4, 3) } });
  });

  it('is moved or reworded by its author alone', async () => {
    const [pin] = await items(cast.organiser, v1.id);
    const id = Number(pin!.id.split('/').at(-1));
    const moved = await move(cast.organiser, v1.id, id, { target: { selector: region('xywh=percent:15,42.5,0,0') } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Annotation>().target.selector).toEqual(region('xywh=percent:15,42.5,0,0'));
    expect(moved.json<Annotation>().body[0]!.value).toBe('Move the logo 5 mm left.');
    const notTheirs = await move(cast.company, v1.id, id, { body: comment('Changed by someone else') });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().message).toBe(ANNOTATION_MESSAGES.notAuthor);
    expect((await move(cast.organiser, v1.id, id, {})).json().message).toBe(ANNOTATION_MESSAGES.nothingToChange);
    expect((await move(cast.organiser, v1.id, id, { target: { selector: region('xywh=percent:99,0,2,2') } })).json().message).toBe(ANNOTATION_MESSAGES.outside);
    expect((await items(cast.company, v1.id))[0]!.target.selector).toEqual(region('xywh=percent:15,42.5,0,0'));
  });

  it('is resolved and reopened by a reviewer or the company, once each, with audit rows', async () => {
    const [pin, box] = await items(cast.organiser, v1.id);
    const boxId = Number(box!.id.split('/').at(-1));
    const resolved = await act(cast.organiser, v1.id, boxId, 'resolve');
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json<Annotation>().resolved).toMatchObject({ at: expect.any(String), by: { name: cast.organiser.name } });
    expect((await act(cast.company, v1.id, boxId, 'resolve')).json().message).toBe(ANNOTATION_MESSAGES.alreadyResolved);
    const reopened = await act(cast.company, v1.id, boxId, 'reopen');
    expect(reopened.json<Annotation>().resolved).toBeNull();
    expect((await act(cast.company, v1.id, boxId, 'reopen')).json().message).toBe(ANNOTATION_MESSAGES.alreadyOpen);
    expect((await act(cast.company, v1.id, boxId, 'resolve')).statusCode).toBe(200);
    expect(pin!.resolved).toBeNull();
    expect((await audited('artwork.annotation-resolve')).map((row) => row.actor_id)).toEqual([cast.organiser.userId, cast.company.userId]);
    expect(await audited('artwork.annotation-reopen')).toEqual([{ actor_id: cast.company.userId, subject_type: 'artwork', subject_id: v1.id }]);
  });

  it('carries v1’s open annotations into v2 at the same place, for a reviewer to resolve there or keep', async () => {
    const [pin] = await items(cast.organiser, v1.id);
    const pinId = Number(pin!.id.split('/').at(-1));
    // A draft is not in review: the company cannot annotate it, and reviewers do not see it.
    const draft = (await uploadWhole(ctx, cast.company.token, requirement.id, 'v2.png', await flatImage())).json<ArtworkVersion>();
    expect((await items(cast.company, draft.id)).map((item) => item.id)).toEqual([pin!.id]);
    const onDraft = await create(cast.company, draft.id, newAnnotation(region('xywh=percent:1,1,0,0')));
    expect(onDraft.statusCode).toBe(409);
    expect(onDraft.json().message).toBe(ANNOTATION_MESSAGES.draftNotInReview);
    expect((await list(cast.organiser, draft.id)).statusCode).toBe(404);

    const submit = await ctx.request({ method: 'POST', url: `${base(draft.id)}/submit`, token: cast.company.token, body: {} });
    expect(submit.statusCode, submit.body).toBe(200);
    const v2 = submit.json<ArtworkVersion>();
    // The box was resolved on v1: only the open pin comes along, where it was, marked as from v1.
    const carried = await items(cast.organiser, v2.id);
    expect(carried).toHaveLength(1);
    expect(carried[0]).toMatchObject({ id: pin!.id, target: pin!.target, body: pin!.body, carriedFrom: { versionId: v1.id, version: 1 }, resolved: null });

    const own = await create(cast.organiser, v2.id, newAnnotation(region('xywh=percent:70,70,0,0'), 'New on v2.'));
    expect(own.json<Annotation>().carriedFrom).toBeNull();
    const stays = await move(cast.organiser, v2.id, pinId, { target: { selector: region('xywh=percent:1,1,0,0') } });
    expect(stays.statusCode).toBe(409);
    expect(stays.json().message).toBe(ANNOTATION_MESSAGES.carriedStays);

    // Resolved on v2: shown there as resolved, still on v1, and no longer open.
    const resolved = await act(cast.organiser, v2.id, pinId, 'resolve');
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json<Annotation>()).toMatchObject({ carriedFrom: { version: 1 }, resolved: { by: { name: cast.organiser.name } } });
    expect((await items(cast.company, v2.id)).map((item) => [item.body[0]!.value, item.resolved === null])).toEqual([
      ['Move the logo 5 mm left.', false],
      ['New on v2.', true],
    ]);
    expect((await items(cast.company, v1.id)).every((item) => item.resolved !== null && item.carriedFrom === null)).toBe(true);
    expect((await audited('artwork.annotation-resolve')).at(-1)).toEqual({ actor_id: cast.organiser.userId, subject_type: 'artwork', subject_id: v1.id });

    // The company places new notes on its newest submitted version only; v1 it reads and answers.
    const before = await count('artwork_annotations');
    const onOld = await create(cast.company, v1.id, newAnnotation(region('xywh=percent:5,5,0,0')));
    expect(onOld.statusCode).toBe(409);
    expect(onOld.json().message).toBe(ANNOTATION_MESSAGES.placeOnNewest);
    expect(await count('artwork_annotations')).toBe(before);
    expect((await reply(cast.company, v1.id, pinId, 'Seen on v1.')).statusCode).toBe(201);
    expect((await create(cast.company, v2.id, newAnnotation(region('xywh=percent:5,5,0,0')))).statusCode).toBe(201);
  });

  it('is documented in the OpenAPI document with its permissions', async () => {
    const { paths } = (await ctx.request({ url: '/api/docs' })).json<{ paths: Record<string, Record<string, { 'x-permission'?: string }>> }>();
    expect(paths['/api/artwork/version/{id}/annotations']?.get?.['x-permission']).toBe('annotateArtwork');
    expect(paths['/api/artwork/version/{id}/annotation']?.post?.['x-permission']).toBe('annotateArtwork');
    expect(paths['/api/artwork/version/{id}/annotation/{annotationId}/resolve']?.post?.['x-permission']).toBe('resolveAnnotations');
    expect(paths['/api/artwork/version/{id}/annotation/{annotationId}']?.patch).toBeDefined();
  });
});
