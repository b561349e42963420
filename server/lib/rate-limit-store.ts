import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { CompiledQuery, type Kysely } from 'kysely';
import { dialectOf } from '../db/migrations/column-types';
import type { Db } from '../db/schema';

/** How often counters whose window has ended are deleted. */
const SWEEP_MS = 60_000;

type Counter = { count: number; window_ends_at: number };
type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit in the database, so every app process counts against the same
 * limit: a fixed window per key, like the plugin's own in-memory store. Each request costs one
 * atomic upsert (a window that has ended starts over in the same statement); the SQL is written
 * once per dialect rather than built per request. Ended windows are deleted every minute.
 */
/** Deletes the counters whose window has ended. */
export async function sweepRateLimits(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_ends_at', '<=', now).execute();
}

export function rateLimitStore(app: FastifyInstance, db: Db): FastifyRateLimitStoreCtor {
  const postgres = dialectOf(db as unknown as Kysely<unknown>) === 'postgres';
  let placeholders = 0;
  const next = () => (postgres ? `$${++placeholders}` : '?');
  // Parameters in order of appearance: key, the new window's end, now, now.
  const upsert = `insert into rate_limits (key, count, window_ends_at) values (${next()}, 1, ${next()})
    on conflict (key) do update set
      count = case when rate_limits.window_ends_at <= ${next()} then 1 else rate_limits.count + 1 end,
      window_ends_at = case when rate_limits.window_ends_at <= ${next()} then excluded.window_ends_at else rate_limits.window_ends_at end
    returning count, window_ends_at`;
  const read = `select count, window_ends_at from rate_limits where key = ${postgres ? '$1' : '?'}`;

  const timer = setInterval(() => void sweepRateLimits(db).catch((error: unknown) => app.log.warn({ err: error }, 'Ended rate-limit windows could not be swept')), SWEEP_MS);
  timer.unref();
  app.addHook('onClose', () => clearInterval(timer));

  const answer = (callback: Callback, now: number) => ({
    ok: ({ rows }: { rows: Counter[] }) => {
      const row = rows[0];
      const ends = row ? Number(row.window_ends_at) : 0;
      callback(null, ends > now ? { current: Number(row!.count), ttl: ends - now } : { current: 0, ttl: 0 });
    },
    failed: (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
  });

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** A route with a limit of its own counts under its own keys. */
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      const now = Date.now();
      const { ok, failed } = answer(callback, now);
      db.executeQuery<Counter>(CompiledQuery.raw(upsert, [this.prefix + key, now + timeWindow, now, now])).then(ok, failed);
    }

    /** The counter as it stands, not counting this request (`{ increment: false }`). */
    read(key: string, callback: Callback) {
      const now = Date.now();
      const { ok, failed } = answer(callback, now);
      db.executeQuery<Counter>(CompiledQuery.raw(read, [this.prefix + key])).then(ok, failed);
    }

    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new DatabaseRateLimitStore(undefined, `${this.prefix}${String(route?.method ?? '')}${String(route?.url ?? '')}-`);
    }
  }
  return DatabaseRateLimitStore;
}
