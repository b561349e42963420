/** A requirement and a company, as one map key. */
export const pairKey = (requirementId: number, companyId: number) => `${requirementId}:${companyId}`;

/** A company's deadline for a requirement: the requirement's own, or the later one it was granted. */
export function deadlineFor(requirement: { id: number; deadline: string }, companyId: number, extensions: ReadonlyMap<string, string>) {
  const granted = extensions.get(pairKey(requirement.id, companyId));
  return { deadline: granted ?? requirement.deadline, extended: granted !== undefined };
}

/** Submitted after the deadline (ISO instants compare as text). */
export const isLate = (submittedAt: string | null | undefined, deadline: string) => typeof submittedAt === 'string' && submittedAt > deadline;
