import { artworkStatus, type Matrix, type MatrixFilter, type MatrixQuery, type MatrixRow, rowMatches, totalPagesFor } from '../../../src/api/contract';
import type { Db, DbOrTrx } from '../../db/schema';
import { deadlineFor, isLate, pairKey } from '../requirements/deadlines';
import { extensionsOf } from '../requirements/extensions-repository';
import { decisionCells, matrixExhibitors, requirementsByDeadline, submittedCells } from './repository';
import { decisionOn } from '../reviews/repository';
import { chosenPairs } from '../requirements/repository';
import { waitingStagesOf } from '../reviews/waiting-stages';

/**
 * Every exhibitor of an event against every requirement, each cell where it stands. A handful of
 * queries whatever the size (exhibitors, requirements, submitted versions, decisions), then put
 * together in memory: 2,000 exhibitors × 10 requirements is 20,000 small cells.
 */
export async function matrixRows(db: DbOrTrx, eventId: number, now = new Date(), companyIds?: readonly number[]): Promise<{ requirements: Matrix['requirements']; rows: MatrixRow[] }> {
  const requirements = await requirementsByDeadline(db, eventId);
  const ids = [0, ...requirements.map((row) => row.id)];
  const [exhibitors, chosen, submitted, reviews, extensions] = await Promise.all([
    matrixExhibitors(db, eventId, companyIds),
    chosenPairs(db, ids),
    submittedCells(db, ids, companyIds),
    decisionCells(db, ids, companyIds),
    extensionsOf(db, ids, companyIds),
  ]);
  const key = pairKey;
  const latestSubmitted = new Map<string, (typeof submitted)[number]>();
  for (const row of submitted) latestSubmitted.set(key(row.requirement_id, row.company_id), row);
  const latestReview = new Map<string, (typeof reviews)[number]>();
  for (const row of reviews) latestReview.set(key(row.requirement_id, row.company_id), row);
  const picked = new Set(chosen.map((row) => key(row.requirement_id, row.company_id)));
  // The stage each latest version waits at, read for those still waiting for a decision.
  const waiting = [...latestSubmitted.values()].filter((version) => decisionOn(version.id, latestReview.get(key(version.requirement_id, version.company_id))) === null);
  const stages = await waitingStagesOf(db, waiting, now);

  const rows = exhibitors.map((company) => ({
    company: { id: company.id, name: company.company_name, booth: company.booth, email: company.email },
    cells: requirements.map((requirement) => {
      const pair = key(requirement.id, company.id);
      const { deadline, extended } = deadlineFor(requirement, company.id, extensions);
      if (requirement.applies_to === 'chosen' && !picked.has(pair)) {
        return { requirementId: requirement.id, status: null, versionId: null, version: null, deadline, extended, late: false, stage: null };
      }
      const version = latestSubmitted.get(pair);
      const decision = version ? decisionOn(version.id, latestReview.get(pair)) : null;
      return {
        requirementId: requirement.id,
        status: artworkStatus({ required: requirement.required === 1, submittedAt: version?.submitted_at ?? null, decision }, deadline, now),
        versionId: version?.id ?? null,
        version: version?.submission ?? null,
        deadline,
        extended,
        late: isLate(version?.submitted_at, deadline),
        stage: (version && stages.get(version.id)) ?? null,
      };
    }),
  }));
  return { requirements: requirements.map((row) => ({ id: row.id, name: row.name, deadline: row.deadline, required: row.required === 1 })), rows };
}

const searched = (rows: MatrixRow[], search: string | undefined) => {
  const words = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return words.length === 0 ? rows : rows.filter((row) => words.every((word) => `${row.company.name} ${row.company.booth ?? ''} ${row.company.email}`.toLowerCase().includes(word)));
};

export function filteredRows(rows: MatrixRow[], filter: MatrixFilter, search?: string): MatrixRow[] {
  return searched(rows, search).filter((row) => rowMatches(row.cells, filter));
}

/** A page of the matrix, with the counts of every cell by status. */
export async function matrixPage(db: Db, eventId: number, query: MatrixQuery): Promise<Matrix> {
  const { requirements, rows } = await matrixRows(db, eventId);
  const counts: Record<string, number> = {};
  // An optional requirement nothing was sent for is in no total.
  for (const row of rows) for (const cell of row.cells) if (cell.status && cell.status !== 'Optional') counts[cell.status] = (counts[cell.status] ?? 0) + 1;
  const kept = filteredRows(rows, query.filter, query.search);
  const totalPages = totalPagesFor(kept.length, query.limit);
  return {
    requirements,
    rows: kept.slice((query.page - 1) * query.limit, query.page * query.limit),
    counts,
    totalItems: kept.length,
    totalPages,
    currentPage: query.page,
  };
}
