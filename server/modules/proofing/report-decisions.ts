import { DECISION_PROOF_TEXTS as T } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import type { ReviewRow, VersionRow } from '../../db/tables/artwork';
import { checklistOf } from '../requirements/checklist';

/**
 * What the proof report says under each decision to prove what was decided: the SHA-256 of the
 * exact file decided on and, for an approval or a request for changes, the deciding reviewer's
 * ticks on the requirement's checklist (each with when it was made), by decision id.
 */
export async function decisionProofsOf(db: DbOrTrx, version: Pick<VersionRow, 'id' | 'requirement_id'>, decisions: readonly ReviewRow[], when: (instant: string) => string): Promise<Map<number, string[]>> {
  const checklist = await checklistOf(db, version);
  return new Map(
    decisions.map((decision) => {
      const hash = decision.sha256 ? T.fileHash(decision.sha256) : T.noHash;
      if (decision.decision === 'reopened') return [decision.id, [hash]];
      const ticks = checklist.items.map((item) => {
        const tick = item.ticks.find((candidate) => candidate.reviewerId === decision.reviewer_id);
        return tick ? T.ticked(item.text, when(tick.tickedAt)) : T.notTicked(item.text);
      });
      return [decision.id, [hash, ...ticks]];
    }),
  );
}
