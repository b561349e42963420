import { awaits, type FlowDecision, type NamedStanding, reviewerIdsOf, standingInFlow, type StageRules, type VersionStanding } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import type { ReviewRow, VersionRow } from '../../db/tables/artwork';
import { stageRulesOf, stageRulesOfRequirements } from '../approval-flows/service';
import type { Actor } from '../events/actor';
import { findEvent, findEventsByIds } from '../events/repository';
import { findRequirement, findRequirementsByIds } from '../requirements/repository';
import { pairKey } from '../requirements/deadlines';
import { reviewableVersion } from './decidable';
import { decisionsOnRequirements, reviewerNames, reviewsOf } from './repository';

/** A decision row as the flow's rules read it. */
export const toFlowDecision = (row: ReviewRow): FlowDecision => ({
  versionId: row.version_id,
  reviewerId: row.reviewer_id,
  decision: row.decision,
  withChanges: row.with_changes === 1,
  stage: row.stage,
  stageName: row.stage_name,
  sha256: row.sha256,
  createdAt: row.created_at,
});

/** A version's place in its flow, with what it was read from: the stages' rules, every decision so far, the event's time zone. */
export interface FlowPlace {
  rules: StageRules[];
  decisions: FlowDecision[];
  timeZone: string;
  standing: VersionStanding;
}

/** Reads where a submitted version stands in the flow its requirement follows (its own, its event's, or the default one stage). */
export async function flowPlaceOf(db: DbOrTrx, version: VersionRow): Promise<FlowPlace> {
  const requirement = (await findRequirement(db, version.requirement_id))!;
  const [event, rules, rows] = await Promise.all([findEvent(db, requirement.event_id), stageRulesOf(db, requirement.event_id, requirement.id), reviewsOf(db, version.requirement_id, version.company_id)]);
  const decisions = rows.reverse().map(toFlowDecision);
  const timeZone = event!.time_zone;
  return { rules, decisions, timeZone, standing: standingAfter({ rules, decisions, timeZone }, version, []) };
}

/** Where the version would stand with these decisions added: the rules of standingInFlow, nothing else. */
/** What a version's place in its flow is read from. */
export type FlowVersion = Pick<VersionRow, 'id' | 'requirement_id' | 'company_id' | 'sha256' | 'submitted_at'>;

export function standingAfter(place: Omit<FlowPlace, 'standing'>, version: FlowVersion, added: readonly FlowDecision[]): VersionStanding {
  return standingInFlow(place.rules, { id: version.id, sha256: version.sha256, submittedAt: version.submitted_at! }, [...place.decisions, ...added], place.timeZone);
}

/**
 * GET /artwork/version/{id}/standing: for the event's reviewers, with the names of the reviewers it
 * names. Only those: the event's flow and the decisions on its version, which the reader reviews.
 */
export async function versionStandingOf(db: DbOrTrx, actor: Actor, versionId: number): Promise<NamedStanding> {
  const { rules, standing } = await flowPlaceOf(db, await reviewableVersion(db, actor, versionId));
  const names = await reviewerNames(db, reviewerIdsOf(standing));
  return { ...standing, reviewers: [...names].map(([id, name]) => ({ id, name })), ownFlow: rules.some((stage) => stage.reviewerIds !== null) };
}

/**
 * Where each of these submitted versions stands, by version id, with a few reads for them all:
 * their requirements' flows, every decision on those requirements and, with `timeZones`, their
 * events' zones for the days allowed (without, the days are counted on UTC's clock).
 */
export async function flowPlacesOf(db: DbOrTrx, versions: readonly FlowVersion[], timeZones = false): Promise<Map<number, FlowPlace>> {
  const places = new Map<number, FlowPlace>();
  if (versions.length === 0) return places;
  const requirementIds = [...new Set(versions.map((version) => version.requirement_id))];
  const [requirements, rows] = await Promise.all([findRequirementsByIds(db, requirementIds), decisionsOnRequirements(db, requirementIds)]);
  const rules = await stageRulesOfRequirements(db, requirements);
  const events = timeZones ? await findEventsByIds(db, [...new Set(requirements.map((requirement) => requirement.event_id))]) : [];
  const zoneOf = new Map(requirements.map((requirement) => [requirement.id, events.find((event) => event.id === requirement.event_id)?.time_zone ?? 'UTC']));
  const decisions = new Map<string, FlowDecision[]>();
  for (const row of rows) {
    const key = pairKey(row.requirement_id, row.company_id);
    decisions.set(key, [...(decisions.get(key) ?? []), toFlowDecision(row)]);
  }
  for (const version of versions) {
    const place = { rules: rules.get(version.requirement_id)!, decisions: decisions.get(pairKey(version.requirement_id, version.company_id)) ?? [], timeZone: zoneOf.get(version.requirement_id)! };
    places.set(version.id, { ...place, standing: standingAfter(place, version, []) });
  }
  return places;
}

/**
 * Of these versions in review, those whose open stage waits for the actor: each reviewer's queue
 * holds what awaits them (an event without a flow waits for any of its reviewers, as before).
 */
export async function awaitingActor(db: DbOrTrx, actor: Actor, versions: readonly VersionRow[]): Promise<VersionRow[]> {
  // Who is awaited does not hang on the time zone; the days allowed are not read here.
  const places = await flowPlacesOf(db, versions);
  return versions.filter((version) => awaits(places.get(version.id)!.standing, actor.user.id));
}
