import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { type ArtworkVersion, type AuditPage, type Requirement, REVIEW_MESSAGES, REVIEW_TEXTS } from '../../../src/api/contract';
import { type Cast, castOf } from '../../test/accounts';
import { createRequirement, eventWithExhibitors } from '../../test/artwork';
import { describeOnEachDatabase } from '../../test/harness';
import { partsOf } from '../../test/mail-parts';
import { uploadWhole } from '../../test/tus-client';

const png = () => sharp({ create: { width: 1300, height: 881, channels: 3, background: '#2a6' } }).png().toBuffer();
const REASON = 'The venue moved the booth: the wall is 20 cm wider.';

describeOnEachDatabase(
  'reopening an approval',
  (ctx) => {
    let cast: Cast;
    let requirement: Requirement;

    const reopen = (body: Record<string, unknown>) => ctx.request({ method: 'POST', url: `/api/requirement/${requirement.id}/reopen`, token: cast.organiser.token, body: { companyId: cast.company.profileId, ...body } });
    const reopenings = () => ctx.db.selectFrom('audit_log').select(['actor_id', 'subject_id', 'detail']).where('action', '=', 'artwork.reopen').orderBy('id').execute();
    const reviews = async () => Number((await ctx.db.selectFrom('artwork_reviews').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

    beforeAll(async () => {
      cast = await castOf(ctx);
      const event = await eventWithExhibitors(ctx, cast);
      requirement = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Poster', widthMm: 300, heightMm: 200, minDpi: 100 });
    });

    it('needs a reason: without one it is a 400 naming the field, and nothing is written or sent', async () => {
      const version = (await uploadWhole(ctx, cast.company.token, requirement.id, 'poster.png', await png())).json<ArtworkVersion>();
      expect((await ctx.request({ method: 'POST', url: `/api/artwork/version/${version.id}/submit`, token: cast.company.token, body: { acknowledgeWarnings: true } })).statusCode).toBe(200);
      expect((await ctx.request({ method: 'POST', url: `/api/artwork/version/${version.id}/review`, token: cast.organiser.token, body: { decision: 'approved' } })).statusCode).toBe(201);
      await ctx.smtp.next(cast.company.email);
      const before = await reviews();

      for (const body of [{}, { comment: null }, { comment: '' }, { comment: '   \n ' }]) {
        const response = await reopen(body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().errors).toEqual({ comment: REVIEW_MESSAGES.reopenReasonRequired });
      }
      expect(await reviews()).toBe(before);
      expect(await reopenings()).toEqual([]);
    });

    it('with a reason, lifts the approval, keeps the reason in the audit log and emails it to the company', async () => {
      const response = await reopen({ comment: `  ${REASON} ` });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ decision: 'reopened', comment: REASON });

      expect(await reopenings()).toEqual([{ actor_id: cast.organiser.userId, subject_id: expect.any(Number), detail: REASON }]);
      const log = (await ctx.request({ url: '/api/audit-log?action=artwork.reopen', token: cast.admin.token })).json<AuditPage>();
      expect(log.entries[0]).toMatchObject({ action: 'artwork.reopen', actor: { id: cast.organiser.userId }, detail: REASON });

      const { text } = partsOf(await ctx.smtp.next(cast.company.email));
      expect(text).toContain(REVIEW_TEXTS.decisions.reopened);
      expect(text).toContain(REASON);
    });
  },
  { smtp: true },
);
