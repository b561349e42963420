import type { DbOrTrx } from '../../db/schema';

/** A requirement and a company, as one map key. */
export const pairKey = (requirementId: number, companyId: number) => `${requirementId}:${companyId}`;

/** The later deadlines granted on these requirements (to these companies, if given), by pairKey. */
export async function extensionsOf(db: DbOrTrx, requirementIds: readonly number[], companyIds?: readonly number[]): Promise<Map<string, string>> {
  if (requirementIds.length === 0) return new Map();
  let query = db.selectFrom('artwork_extensions').select(['requirement_id', 'company_id', 'deadline']).where('requirement_id', 'in', [...requirementIds]);
  if (companyIds) query = query.where('company_id', 'in', [0, ...companyIds]);
  const rows = await query.execute();
  return new Map(rows.map((row) => [pairKey(row.requirement_id, row.company_id), row.deadline]));
}

/** A company's deadline for a requirement: the requirement's own, or the later one it was granted. */
export function deadlineFor(requirement: { id: number; deadline: string }, companyId: number, extensions: ReadonlyMap<string, string>) {
  const granted = extensions.get(pairKey(requirement.id, companyId));
  return { deadline: granted ?? requirement.deadline, extended: granted !== undefined };
}

/** Submitted after the deadline (ISO instants compare as text). */
export const isLate = (submittedAt: string | null | undefined, deadline: string) => typeof submittedAt === 'string' && submittedAt > deadline;
