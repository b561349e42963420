import type { Db } from '../../db/schema';
import type { JobPlanner } from '../../jobs/runner';
import { pruneSessions } from '../../lib/sessions-repository';
import { sweepSignInLinksAndCodes } from './sign-in-links-repository';

/** How long used and expired sign-in links are kept, so that opening one can ask for a fresh link. */
const SIGN_IN_ROW_KEEP_DAYS = 30;

/** How often a process removes the sessions whose tokens have expired. */
export const SESSION_SWEEP_MS = 60 * 60_000;

/**
 * Removes expired sessions from the jobs runner's rounds, at most once every SESSION_SWEEP_MS per
 * process. An expired session lets nothing in whether or not its row is there
 * (lib/sessions-repository.ts reads only unexpired ones), so the sweep only keeps the table small.
 * It used to run on every sign-in; a delete from `sessions` makes every process read its known
 * sessions again (lib/known-sessions.ts), so a sign-in would have emptied them all.
 * It goes by `clock`, not by the round's time: a round run for a moment ahead of now (to catch up
 * on reminders, or in a test) must end no session before its time.
 */
export function sweepExpiredSessions(db: Db, everyMs = SESSION_SWEEP_MS, clock = () => new Date()): JobPlanner {
  let next = 0;
  return async () => {
    const now = clock();
    if (now.getTime() < next) return;
    next = now.getTime() + everyMs;
    await pruneSessions(db, now);
    // A link or code a month old can no longer even ask for a fresh one.
    await sweepSignInLinksAndCodes(db, new Date(now.getTime() - SIGN_IN_ROW_KEEP_DAYS * 86_400_000));
  };
}
