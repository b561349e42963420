import { artworkStatus, type Checklist, type ChecklistEvent } from '../../../src/api/contract';
import type { Db } from '../../db/schema';
import type { VersionRow } from '../../db/tables/artwork';
import { findEventsByIds } from '../events/repository';
import { toUpcomingEvent } from '../events/service';
import { deadlineFor, isLate } from '../requirements/deadlines';
import { extensionsOf } from '../requirements/extensions-repository';
import { requirementsOwedBy } from '../requirements/repository';
import { toRequirements } from '../requirements/service';
import { decisionOn, latestReviewsOf } from '../reviews/repository';
import { latestVersionsOf, toVersions } from '../uploads/versions-repository';

/** Events that ended longer ago than this leave the checklist. */
const RECENT_DAYS = 30;

/**
 * An exhibiting company's artwork: each event it exhibits at that needs something from it, with
 * every requirement that applies, where it stands, and its latest files. Soonest deadline first.
 */
export async function checklistOf(db: Db, companyId: number, now = new Date()): Promise<Checklist> {
  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000).toISOString().slice(0, 10);
  const rows = await requirementsOwedBy(db, companyId, since);
  if (rows.length === 0) return { events: [] };

  const eventIds = [...new Set(rows.map((row) => row.event_id))];
  const [events, requirements, versionRows] = await Promise.all([
    findEventsByIds(db, eventIds),
    toRequirements(db, rows, companyId),
    latestVersionsOf(db, companyId, rows.map((row) => row.id)),
  ]);
  const versions = new Map((await toVersions(db, versionRows)).map((version) => [version.id, version]));
  const [reviews, extensions] = await Promise.all([latestReviewsOf(db, companyId, rows.map((row) => row.id)), extensionsOf(db, rows.map((row) => row.id), [companyId])]);
  const latest = new Map<number, VersionRow>();
  const submitted = new Map<number, VersionRow>();
  for (const row of versionRows) {
    if (!latest.has(row.requirement_id)) latest.set(row.requirement_id, row);
    if (row.submitted_at !== null && !submitted.has(row.requirement_id)) submitted.set(row.requirement_id, row);
  }

  const byEvent = new Map<number, ChecklistEvent>();
  for (const [index, requirement] of requirements.entries()) {
    const event = events.find((candidate) => candidate.id === requirement.eventId)!;
    const entry = byEvent.get(event.id) ?? { event: toUpcomingEvent(event), booth: rows[index]!.booth, items: [] };
    byEvent.set(event.id, entry);
    const done = submitted.get(requirement.id);
    const { deadline, extended } = deadlineFor(requirement, companyId, extensions);
    entry.items.push({
      requirement,
      status: artworkStatus({ required: requirement.required, submittedAt: done?.submitted_at ?? null, decision: done ? decisionOn(done.id, reviews.get(requirement.id)) : null }, deadline, now),
      latest: versions.get(latest.get(requirement.id)?.id ?? 0) ?? null,
      submitted: done ? versions.get(done.id)! : null,
      extendedTo: extended ? deadline : null,
      late: isLate(done?.submitted_at, deadline),
    });
  }
  return { events: [...byEvent.values()] };
}
