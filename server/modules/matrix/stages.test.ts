import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { type Event, type FlowBodyInput, type Matrix, type MatrixCell, type Requirement, type ReviewQueue } from '../../../src/api/contract';
import { castOf, type Cast } from '../../test/accounts';
import { describeOnEachDatabase } from '../../test/harness';
import { createRequirement, eventWithExhibitors, submitArtwork } from '../../test/artwork';
import { matrixRows } from './matrix';

const png = (background: string) => sharp({ create: { width: 1300, height: 881, channels: 3, background } }).png().toBuffer();
const DAY_MS = 24 * 60 * 60 * 1000;

describeOnEachDatabase('the matrix and the review queue show where each submission waits in the approval flow', (ctx) => {
  let cast: Cast;
  let event: Event;
  let poster: Requirement;

  beforeAll(async () => {
    cast = await castOf(ctx);
    event = await eventWithExhibitors(ctx, cast, 'Stage Fair', { timeZone: 'Europe/Berlin' });
    poster = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Poster', widthMm: 300, heightMm: 200, minDpi: 100 });
  });

  const cellOf = async (companyId: number | null): Promise<MatrixCell> => {
    const response = await ctx.request({ url: `/api/event/${event.id}/matrix`, token: cast.organiser.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Matrix>().rows.find((row) => row.company.id === companyId)!.cells[0]!;
  };
  const approve = (versionId: number, token = cast.organiser.token) => ctx.request({ method: 'POST', url: `/api/artwork/version/${versionId}/review`, token, body: { decision: 'approved' } });

  it('names the open stage, its place, whom it waits for and its last day; nothing without a flow or once decided', async () => {
    const v1 = await submitArtwork(ctx, cast.company, poster, await png('#c33'));
    // No flow: the status says it all.
    expect((await cellOf(cast.company.profileId)).stage).toBeNull();

    const flow: FlowBodyInput = {
      stages: [
        { name: 'Content', rule: 'any', reviewers: [{ kind: 'staff', userId: cast.organiser.userId }], days: 2 },
        { name: 'Safety', rule: 'any', reviewers: [{ kind: 'staff', userId: cast.owner.userId }], days: 3 },
      ],
    };
    expect((await ctx.request({ method: 'PUT', url: `/api/event/${event.id}/approval-flow`, token: cast.organiser.token, body: flow })).statusCode).toBe(200);
    const atContent = (await cellOf(cast.company.profileId)).stage;
    expect(atContent).toMatchObject({ name: 'Content', place: 1, count: 2, awaiting: [cast.organiser.name], overdue: false });
    expect(atContent!.dueOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The reviewer's queue names the same stage.
    const queue = (await ctx.request({ url: '/api/review-queue', token: cast.organiser.token })).json<ReviewQueue>();
    expect(queue.items.find((item) => item.version.id === v1.id)!.stage).toEqual(atContent);

    expect((await approve(v1.id)).statusCode).toBe(201);
    const cell = await cellOf(cast.company.profileId);
    expect(cell.status).toBe('Submitted');
    expect(cell.stage).toMatchObject({ name: 'Safety', place: 2, count: 2, awaiting: [cast.owner.name], overdue: false });
    // Past its last day on the event's clock, the stage is marked overdue.
    const later = (await matrixRows(ctx.db, event.id, new Date(Date.now() + 5 * DAY_MS))).rows.find((row) => row.company.id === cast.company.profileId)!.cells[0]!;
    expect(later.stage).toMatchObject({ name: 'Safety', overdue: true });

    expect((await approve(v1.id, cast.owner.token)).statusCode).toBe(201);
    const approved = await cellOf(cast.company.profileId);
    expect([approved.status, approved.stage]).toEqual(['Approved', null]);
  });
});
