import { beforeAll, expect, it } from 'vitest';
import { APPROVAL_FLOW_MESSAGES, type ApprovalFlow, AUDIT_ACTION_NAMES, type Event, type EventApprovalFlows, type FlowBodyInput, type Requirement, STAGE_REVIEWERS_MAX, STAGES_MAX } from '../../../src/api/contract';
import { describeOnEachDatabase } from '../../test/harness';
import { type Cast, castOf } from '../../test/accounts';
import { createRequirement, eventWithExhibitors } from '../../test/artwork';

describeOnEachDatabase('approval flows', (ctx) => {
  let cast: Cast;
  let event: Event;
  let poster: Requirement;

  const staff = (...ids: number[]) => ids.map((userId) => ({ kind: 'staff' as const, userId }));
  const threeStages = (): FlowBodyInput => ({
    stages: [
      { name: 'Content', rule: 'any', reviewers: staff(cast.organiser.userId, cast.owner.userId), days: 2 },
      { name: 'Venue safety', rule: 'all', reviewers: staff(cast.owner.userId, cast.admin.userId), skipUnchanged: true },
      { name: 'Printer', rule: 'named', reviewers: staff(cast.admin.userId, cast.organiser.userId), deciderId: cast.admin.userId, days: 1 },
    ],
  });
  const put = (url: string, body: unknown, token = cast.organiser.token) => ctx.request({ method: 'PUT', url, token, body });
  const flowCount = async () => Number((await ctx.db.selectFrom('approval_flows').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const auditActions = async () => (await ctx.db.selectFrom('audit_log').select(['action', 'detail']).where('action', 'like', '%approval-flow%').orderBy('id').execute()).map((row) => [row.action, row.detail]);

  beforeAll(async () => {
    cast = await castOf(ctx);
    event = await eventWithExhibitors(ctx, cast);
    poster = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Poster', widthMm: 300, heightMm: 200, minDpi: 100 });
  });

  it('starts without a flow, then sets the event’s three stages in order with their rules and reviewers', async () => {
    expect((await ctx.request({ url: `/api/event/${event.id}/approval-flow`, token: cast.organiser.token })).json<EventApprovalFlows>()).toEqual({ event: null, requirements: [] });
    const set = await put(`/api/event/${event.id}/approval-flow`, threeStages());
    expect(set.statusCode, set.body).toBe(200);
    const flow = set.json<ApprovalFlow>();
    expect(flow).toMatchObject({ eventId: event.id, requirementId: null });
    expect(flow.stages.map((stage) => [stage.name, stage.rule, stage.deciderId, stage.days, stage.skipUnchanged])).toEqual([
      ['Content', 'any', null, 2, false],
      ['Venue safety', 'all', null, 3, true],
      ['Printer', 'named', cast.admin.userId, 1, false],
    ]);
    expect(flow.stages[0]!.reviewers).toEqual([
      { kind: 'staff', userId: cast.organiser.userId, name: cast.organiser.name },
      { kind: 'staff', userId: cast.owner.userId, name: cast.owner.name },
    ]);
    expect((await ctx.request({ url: `/api/event/${event.id}/approval-flow`, token: cast.admin.token })).json<EventApprovalFlows>().event).toEqual(flow);
    // Set again, it is replaced whole.
    const again = await put(`/api/event/${event.id}/approval-flow`, { stages: [{ name: 'Content', rule: 'any', reviewers: staff(cast.organiser.userId) }] });
    expect(again.json<ApprovalFlow>().stages.map((stage) => stage.name)).toEqual(['Content']);
    expect(await flowCount()).toBe(1);
    expect(await auditActions()).toEqual([
      ['event.approval-flow-set', 'Content → Venue safety → Printer'],
      ['event.approval-flow-set', 'Content'],
    ]);
    expect(AUDIT_ACTION_NAMES['event.approval-flow-set']).toBeTruthy();
  });

  it('gives a requirement its own flow, which the event lists, and removes each', async () => {
    const own = await put(`/api/requirement/${poster.id}/approval-flow`, threeStages());
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<ApprovalFlow>()).toMatchObject({ eventId: event.id, requirementId: poster.id });
    const listed = (await ctx.request({ url: `/api/event/${event.id}/approval-flow`, token: cast.organiser.token })).json<EventApprovalFlows>();
    expect(listed.event?.stages).toHaveLength(1);
    expect(listed.requirements.map((flow) => [flow.requirementId, flow.stages.length])).toEqual([[poster.id, 3]]);
    expect((await ctx.request({ method: 'DELETE', url: `/api/requirement/${poster.id}/approval-flow`, token: cast.organiser.token })).statusCode).toBe(204);
    const gone = await ctx.request({ method: 'DELETE', url: `/api/requirement/${poster.id}/approval-flow`, token: cast.organiser.token });
    expect([gone.statusCode, gone.json().message]).toEqual([404, APPROVAL_FLOW_MESSAGES.noFlow]);
    expect((await ctx.request({ method: 'DELETE', url: `/api/event/${event.id}/approval-flow`, token: cast.organiser.token })).statusCode).toBe(204);
    expect(await flowCount()).toBe(0);
    expect((await auditActions()).slice(2).map(([action]) => action)).toEqual(['requirement.approval-flow-set', 'requirement.approval-flow-remove', 'event.approval-flow-remove']);
  });

  it('refuses bad flows with a clear message for each, and changes nothing', async () => {
    const url = `/api/event/${event.id}/approval-flow`;
    const stage = { name: 'Content', rule: 'any', reviewers: staff(cast.organiser.userId) };
    const cases: [unknown, string, string][] = [
      [{ stages: [] }, 'stages', APPROVAL_FLOW_MESSAGES.stagesRequired],
      [{ stages: Array.from({ length: STAGES_MAX + 1 }, (_, index) => ({ ...stage, name: `S${index}` })) }, 'stages', APPROVAL_FLOW_MESSAGES.tooManyStages(STAGES_MAX)],
      [{ stages: [{ ...stage, name: '  ' }] }, 'stages.0.name', APPROVAL_FLOW_MESSAGES.stageNameRequired],
      [{ stages: [stage, { ...stage, name: 'content' }] }, 'stages', APPROVAL_FLOW_MESSAGES.stageNamesRepeat],
      [{ stages: [{ ...stage, rule: 'most' }] }, 'stages.0.rule', APPROVAL_FLOW_MESSAGES.ruleInvalid],
      [{ stages: [{ ...stage, reviewers: [] }] }, 'stages.0.reviewers', APPROVAL_FLOW_MESSAGES.reviewersRequired],
      [{ stages: [{ ...stage, reviewers: staff(...Array.from({ length: STAGE_REVIEWERS_MAX + 1 }, (_, index) => index + 1)) }] }, 'stages.0.reviewers', APPROVAL_FLOW_MESSAGES.tooManyReviewers(STAGE_REVIEWERS_MAX)],
      [{ stages: [{ ...stage, reviewers: staff(cast.organiser.userId, cast.organiser.userId) }] }, 'stages.0.reviewers', APPROVAL_FLOW_MESSAGES.reviewersRepeat],
      [{ stages: [{ ...stage, reviewers: [{ kind: 'printer', userId: cast.organiser.userId }] }] }, 'stages.0.reviewers.0.kind', APPROVAL_FLOW_MESSAGES.reviewerInvalid],
      // A guest is named by its email, never by an account's id.
      [{ stages: [{ ...stage, reviewers: [{ kind: 'guest', userId: cast.organiser.userId }] }] }, 'stages.0.reviewers.0.email', APPROVAL_FLOW_MESSAGES.guestEmailInvalid],
      [{ stages: [{ ...stage, rule: 'named', reviewers: [{ kind: 'guest', email: 'print@example.test' }], deciderId: cast.organiser.userId }] }, 'stages.0.deciderId', APPROVAL_FLOW_MESSAGES.deciderNotReviewer],
      [{ stages: [{ ...stage, rule: 'named' }] }, 'stages.0.deciderId', APPROVAL_FLOW_MESSAGES.deciderRequired],
      [{ stages: [{ ...stage, rule: 'named', deciderId: cast.admin.userId }] }, 'stages.0.deciderId', APPROVAL_FLOW_MESSAGES.deciderNotReviewer],
      [{ stages: [{ ...stage, deciderId: cast.organiser.userId }] }, 'stages.0.deciderId', APPROVAL_FLOW_MESSAGES.deciderOnlyNamed],
      [{ stages: [{ ...stage, days: 0 }] }, 'stages.0.days', APPROVAL_FLOW_MESSAGES.daysInvalid(60)],
      [{ stages: [{ ...stage, skipUnchanged: 'yes' }] }, 'stages.0.skipUnchanged', APPROVAL_FLOW_MESSAGES.skipInvalid],
    ];
    for (const [body, field, message] of cases) {
      const response = await put(url, body);
      expect([response.statusCode, response.json().errors], JSON.stringify(body)).toEqual([400, { [field]: message }]);
    }
    // Reviewers must be staff who may review this event: not a company, not another event's organiser.
    for (const outsider of [cast.company, cast.otherOrganiser, cast.user]) {
      const response = await put(url, { stages: [stage, { ...stage, name: 'Safety', reviewers: staff(cast.admin.userId, outsider.userId) }] });
      expect([response.statusCode, response.json().errors]).toEqual([400, { 'stages.1.reviewers': APPROVAL_FLOW_MESSAGES.reviewerNotStaff }]);
    }
    expect(await flowCount()).toBe(0);
  });

  it('lets only those who may change the event touch its flow', async () => {
    const body = { stages: [{ name: 'Content', rule: 'any', reviewers: staff(cast.admin.userId) }] };
    expect((await put(`/api/event/${event.id}/approval-flow`, body, cast.otherOrganiser.token)).statusCode).toBe(403);
    expect((await put(`/api/requirement/${poster.id}/approval-flow`, body, cast.otherOrganiser.token)).statusCode).toBe(403);
    for (const who of [cast.company, cast.user]) {
      expect((await ctx.request({ url: `/api/event/${event.id}/approval-flow`, token: who.token })).statusCode).toBe(403);
      expect((await put(`/api/event/${event.id}/approval-flow`, body, who.token)).statusCode).toBe(403);
    }
    expect((await put('/api/event/999999/approval-flow', body)).statusCode).toBe(404);
    expect((await put('/api/requirement/999999/approval-flow', body)).statusCode).toBe(404);
    expect(await flowCount()).toBe(0);
  });
});
