import { call, callEmpty, http } from './client';
import { approvalFlow, eventApprovalFlows, eventReviewers, type FlowBodyInput } from './contract';

/** The event's approval flow (null: the default one stage) and each requirement's own. */
export const getApprovalFlows = (eventId: number) => call(eventApprovalFlows, () => http.get(`event/${eventId}/approval-flow`));

/** The staff who may review the event, to name in its stages. */
export const listEventReviewers = (eventId: number) => call(eventReviewers, () => http.get(`event/${eventId}/reviewers`));

/** Replaces the flow whole: the event's, or with a requirement id that requirement's own. */
export const saveApprovalFlow = (target: FlowTarget, body: FlowBodyInput) =>
  call(approvalFlow, () => http.put(flowPath(target), { json: body }));

/** Removes the flow: the event goes back to its default one stage, a requirement to its event's flow. */
export const removeApprovalFlow = (target: FlowTarget) => callEmpty(() => http.delete(flowPath(target)));

/** Whose flow: the event's (requirementId null) or one requirement's own. */
export type FlowTarget = { eventId: number; requirementId: number | null };

const flowPath = (target: FlowTarget) => (target.requirementId === null ? `event/${target.eventId}/approval-flow` : `requirement/${target.requirementId}/approval-flow`);
