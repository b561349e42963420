import { ARTWORK_EVENTS_LIMIT, type ArtworkFigures, type ArtworkOverview, type CompanyProgress, type MatrixRow, type OWED_STATUSES } from '../../../src/api/contract';
import type { Db } from '../../db/schema';
import { matrixRows } from '../matrix/matrix';
import { owedIn } from '../matrix/owed';
import type { EventScope } from '../events/repository';
import { toUpcomingEvent } from '../events/service';
import { eventsAskingForArtwork } from './repository';

const noFigures = (): ArtworkFigures => ({ asked: 0, submitted: 0, awaitingReview: 0, changesRequested: 0, approved: 0, overdue: 0 });

/**
 * Every cell that applies, counted by the status the completeness matrix gives it. An optional
 * requirement nothing was sent for is not asked of anyone: it stays out of every total.
 */
export function figuresOf(rows: readonly MatrixRow[], into = noFigures()): ArtworkFigures {
  for (const cell of rows.flatMap((row) => row.cells)) {
    if (cell.status === null || cell.status === 'Optional') continue;
    into.asked += 1;
    if (cell.status === 'Submitted') into.awaitingReview += 1;
    if (cell.status === 'Changes requested') into.changesRequested += 1;
    if (cell.status === 'Approved') into.approved += 1;
    if (cell.status === 'Overdue') into.overdue += 1;
  }
  into.submitted = into.awaitingReview + into.changesRequested + into.approved;
  return into;
}

/** The artwork of the reader's events not yet over: the totals of all, the first few events each. */
export async function artworkOverviewOf(db: Db, scope: EventScope, now: Date): Promise<ArtworkOverview> {
  const events = await eventsAskingForArtwork(db, scope, now);
  const totals = noFigures();
  const listed: ArtworkOverview['events'] = [];
  // One event at a time: each is a handful of queries, and the pool serves other requests meanwhile.
  for (const event of events) {
    const { rows } = await matrixRows(db, event.id, now);
    const figures = figuresOf(rows);
    figuresOf(rows, totals);
    if (listed.length < ARTWORK_EVENTS_LIMIT) listed.push({ event: toUpcomingEvent(event), figures });
  }
  return { totals, events: listed, eventCount: events.length };
}

/** At each of its events not yet over that asks it for artwork: how much is approved, and what it still owes. */
export async function companyProgressOf(db: Db, companyId: number, now: Date): Promise<CompanyProgress[]> {
  const progress: CompanyProgress[] = [];
  for (const event of await eventsAskingForArtwork(db, { kind: 'company', companyId }, now)) {
    const { requirements, rows } = await matrixRows(db, event.id, now, [companyId]);
    const row = rows[0];
    const figures = figuresOf(row ? [row] : []);
    if (!row || figures.asked === 0) continue;
    const statusOf = new Map(row.cells.map((cell) => [cell.requirementId, cell.status]));
    progress.push({
      event: toUpcomingEvent(event),
      asked: figures.asked,
      approved: figures.approved,
      awaitingReview: figures.awaitingReview,
      owed: owedIn(row, requirements).map((item) => ({ ...item, status: statusOf.get(item.requirementId) as (typeof OWED_STATUSES)[number] })),
    });
  }
  return progress;
}
