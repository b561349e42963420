import { type RemindBody, type RemindResult, REMINDER_MESSAGES } from '../../../src/api/contract';
import type { Db } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Actor, changeableEvent } from '../events/actor';
import { enqueueJobs } from '../../jobs/repository';
import { filteredRows, matrixRows } from './matrix';
import { owedIn } from './owed';
import { MANUAL_REMINDER } from './reminders';

/**
 * Queues a reminder to each chosen exhibitor (or each row the matrix's filter keeps) that owes
 * something. Asked twice in the same minute, an exhibitor still gets one email.
 */
export async function remindExhibitors(db: Db, actor: Actor, eventId: number, body: RemindBody, now = new Date()): Promise<RemindResult> {
  const event = await changeableEvent(db, actor, eventId);
  const { requirements, rows } = await matrixRows(db, event.id, now);
  let chosen = rows;
  if (body.companyIds) {
    const wanted = new Set(body.companyIds);
    chosen = rows.filter((row) => wanted.has(row.company.id));
    if (chosen.length !== wanted.size) throw new AppError('invalidRequest', { message: REMINDER_MESSAGES.companyNotExhibiting, errors: { companyIds: REMINDER_MESSAGES.companyNotExhibiting } });
  } else {
    chosen = filteredRows(rows, body.filter ?? 'all', body.search);
  }
  const owing = chosen.filter((row) => owedIn(row, requirements).length > 0);
  const minute = now.toISOString().slice(0, 16);
  await enqueueJobs(
    db,
    owing.map((row) => ({
      kind: MANUAL_REMINDER,
      key: `${MANUAL_REMINDER}:${event.id}:${row.company.id}:${minute}`,
      payload: { eventId: event.id, companyId: row.company.id, by: actor.user.id },
      runAt: now,
    })),
    now,
  );
  return { queued: owing.length, skipped: chosen.length - owing.length };
}
