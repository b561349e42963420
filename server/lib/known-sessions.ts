import { performance } from 'node:perf_hooks';
import type { SessionUser } from '../../src/api/contract';
import type { Db } from '../db/schema';
import { findSessionAccount, readSessionEpoch } from './sessions-repository';
import { type AccessClaims, liveSessionUser } from './sessions';
import { sessionWatchOf, type SessionWatch } from './session-watch';
import { setBounded } from './bounded-map';

/** A session checked against the database, and the handle's count of writes when it was read (a move of the epoch empties the map). */
interface Known {
  user: SessionUser;
  userId: number;
  tokenVersion: number;
  expiresAt: number;
  generation: number;
}

/** The most sessions kept; past it the longest known goes first. */
const KEPT_SESSIONS = 50_000;

/** What one process knows of one database's sessions. */
class KnownSessions {
  private readonly sessions = new Map<string, Known>();
  private epoch = -1;
  /** When (performance.now()) the read that gave `epoch` began: every end committed before it is known. */
  private epochAsOf = -Infinity;
  private reading: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly watch: SessionWatch,
  ) {}

  /** Reads the epoch anew; one read at a time, which every request that needs it waits for. */
  private readEpoch(): Promise<void> {
    this.reading ??= (async () => {
      const asOf = performance.now();
      try {
        const epoch = await readSessionEpoch(this.db);
        if (epoch !== this.epoch) this.sessions.clear();
        this.epoch = epoch;
        this.epochAsOf = asOf;
      } finally {
        this.reading = null;
      }
    })();
    return this.reading;
  }

  async user(claims: AccessClaims, boundMs: number): Promise<SessionUser | null> {
    const arrived = performance.now();
    // Past the bound, the request waits for a read of the epoch that began within the bound (a
    // read already under way may have begun earlier: then another); past half of it, the epoch is
    // read again beside the request, so a steady stream of requests never waits.
    while (arrived - this.epochAsOf > boundMs) await this.readEpoch();
    if (arrived - this.epochAsOf > boundMs / 2 && !this.reading) this.readEpoch().catch(() => undefined);
    const now = Date.now();
    const known = this.sessions.get(claims.sid);
    if (known && known.generation === this.watch.generation && known.expiresAt > now) {
      return known.userId === claims.id && known.tokenVersion === claims.tv && known.user.role === claims.role ? known.user : null;
    }
    const generation = this.watch.generation;
    const epoch = this.epoch;
    const row = await findSessionAccount(this.db, claims.id, claims.sid);
    const user = liveSessionUser(row, claims);
    // Kept only if nothing that ends sessions was written on this handle while it was read.
    if (user && row && generation === this.watch.generation && epoch === this.epoch) {
      setBounded(this.sessions, claims.sid, { user, userId: row.id, tokenVersion: row.token_version, expiresAt: Date.parse(row.expires_at), generation }, KEPT_SESSIONS);
    }
    return user;
  }
}

const processes = new WeakMap<SessionWatch, KnownSessions>();

/**
 * The signed-in user of a verified token (or ticket), or null when its session has ended, its
 * account is gone or inactive, or its sessions were ended since. Sessions already checked are
 * answered from this process's memory, without reading the database, on two conditions:
 * - nothing that ends a session or changes an account was written through this database handle
 *   since (this process: at once for a write outside a transaction, see lib/session-watch.ts; on
 *   PostgreSQL a request read between a transaction's write and its commit may still keep the old
 *   row, which the epoch then ends within `boundMs`);
 * - the revocation epoch, which moves on in the same transaction as any such write from any
 *   process, was read less than `boundMs` ago and has not moved since the session was read.
 * So an end committed on another process stops its token on this one within `boundMs`: a request
 * that comes later than that after the commit has read the new epoch before it is answered.
 * `boundMs` 0, or a handle without a watch: the database is read on every request.
 */
export async function knownSessionUser(db: Db, claims: AccessClaims, boundMs: number): Promise<SessionUser | null> {
  const watch = boundMs > 0 ? sessionWatchOf(db) : undefined;
  if (!watch) return liveSessionUser(await findSessionAccount(db, claims.id, claims.sid), claims);
  let known = processes.get(watch);
  if (!known) {
    known = new KnownSessions(db, watch);
    processes.set(watch, known);
  }
  return known.user(claims, boundMs);
}
