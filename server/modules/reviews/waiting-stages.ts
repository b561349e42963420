import type { WaitingStage } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import { stageRulesOfRequirements } from '../approval-flows/service';
import { findRequirementsByIds } from '../requirements/repository';
import { type FlowVersion, flowPlacesOf } from './flow-standing';
import { reviewerNames } from './repository';
import { pastDueAt } from './stage-reminders';

/**
 * Where each of these submitted versions waits in its approval flow, by version id: only those in
 * review at a stage of a flow set for their event or requirement (the default one stage of an
 * event without a flow says nothing the status does not). The same few reads as the review page's
 * standing, for all of them at once.
 */
export async function waitingStagesOf(db: DbOrTrx, versions: readonly FlowVersion[], now: Date): Promise<Map<number, WaitingStage>> {
  // Nothing in review: nothing to read (an empty list is no SQL PostgreSQL takes).
  if (versions.length === 0) return new Map();
  // No flow on these requirements (most events): no stage to name, and no decisions to read for one.
  const rules = await stageRulesOfRequirements(db, await findRequirementsByIds(db, [...new Set(versions.map((version) => version.requirement_id))]));
  if (![...rules.values()].some((stages) => stages.some((stage) => stage.reviewerIds !== null))) return new Map();
  const places = await flowPlacesOf(db, versions, true);
  const open = [...places].flatMap(([versionId, place]) => {
    const { standing, rules } = place;
    const at = standing.status === 'in_progress' ? standing.stage : null;
    return at !== null && rules[at]!.reviewerIds !== null ? [{ versionId, place, at, stage: standing.stages[at]! }] : [];
  });
  const names = await reviewerNames(db, open.flatMap(({ stage }) => stage.awaited ?? []));
  const overdue = pastDueAt(now);
  return new Map(
    open.map(({ versionId, place, at, stage }) => [
      versionId,
      {
        name: stage.name,
        place: at + 1,
        count: place.rules.length,
        awaiting: (stage.awaited ?? []).map((id) => names.get(id) ?? String(id)),
        dueOn: stage.dueOn,
        overdue: overdue(stage.dueOn, place.timeZone),
      },
    ]),
  );
}
