import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { CompiledQuery, type Kysely } from 'kysely';
import { dialectOf } from '../db/migrations/column-types';
import type { Db } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rate-limit store counting in the database, for a limit every process shares. */
    sharedRateLimitStore: FastifyRateLimitStoreCtor;
  }
}

/** How often counters whose window has ended are deleted. */
const SWEEP_MS = 60_000;

type Counter = { count: number; window_ends_at: number };
type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
/** Counts a request under a key in a fixed window, or reads the count as it stands. */
interface Count {
  incr(key: string, callback: Callback, timeWindow: number): void;
  read(key: string, callback: Callback): void;
}

/** Deletes the counters whose window has ended. */
export async function sweepRateLimits(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_ends_at', '<=', now).execute();
}

/** What a store answers for a window ending at `ends` (0 when it has ended or never began). */
const answerOf = (count: number, ends: number, now: number) => (ends > now ? { current: count, ttl: ends - now } : { current: 0, ttl: 0 });

/**
 * The count in the database, so every app process counts against the same limit: a fixed window
 * per key. Each request costs one atomic upsert (a window that has ended starts over in the same
 * statement); the SQL is written once per dialect rather than built per request.
 */
function databaseCount(db: Db): Count {
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
  const run = (sql: string, parameters: unknown[], callback: Callback, now: number) =>
    db.executeQuery<Counter>(CompiledQuery.raw(sql, parameters)).then(
      ({ rows }) => callback(null, answerOf(Number(rows[0]?.count ?? 0), Number(rows[0]?.window_ends_at ?? 0), now)),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  return {
    incr(key, callback, timeWindow) {
      const now = Date.now();
      void run(upsert, [key, now + timeWindow, now, now], callback, now);
    },
    read(key, callback) {
      void run(read, [key], callback, Date.now());
    },
  };
}

/** A fixed window's count as it stands after a request: the requests in it, and the milliseconds left. */
export type WindowCount = { current: number; ttl: number };

/**
 * The count in this process's memory: the same fixed window, without a write, and without waiting
 * (`hit` answers at once, so a hook every request runs needs no promise).
 */
export interface MemoryCount {
  hit(key: string, timeWindow: number, now?: number): WindowCount;
  sweep(now: number): void;
}

export function memoryCount(): MemoryCount {
  const counters = new Map<string, { count: number; ends: number }>();
  return {
    hit(key, timeWindow, now = Date.now()) {
      let counter = counters.get(key);
      if (!counter || counter.ends <= now) counters.set(key, (counter = { count: 0, ends: now + timeWindow }));
      counter.count += 1;
      return answerOf(counter.count, counter.ends, now);
    },
    sweep(now) {
      for (const [key, counter] of counters) if (counter.ends <= now) counters.delete(key);
    },
  };
}

/**
 * The counts behind the app's rate limits. `shared` counts in the database, for the limits that
 * must hold however requests are spread over the processes (@fastify/rate-limit's store: a limiter
 * made with `app.createRateLimit`, uploads begun); `perProcess` counts in this process's memory, so
 * a request that changes nothing writes nothing (the general limit, plugins/general-rate-limit.ts;
 * the app divides that limit among the processes). Ended windows are deleted every minute, in both.
 */
export function rateLimitStores(app: FastifyInstance, db: Db): { shared: FastifyRateLimitStoreCtor; perProcess: MemoryCount } {
  const inDatabase = databaseCount(db);
  const perProcess = memoryCount();
  const timer = setInterval(() => {
    perProcess.sweep(Date.now());
    void sweepRateLimits(db).catch((error: unknown) => app.log.warn({ err: error }, 'Ended rate-limit windows could not be swept'));
  }, SWEEP_MS);
  timer.unref();
  app.addHook('onClose', () => clearInterval(timer));

  class SharedStore implements FastifyRateLimitStore {
    /** A route with a limit of its own counts under its own keys. */
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      inDatabase.incr(this.prefix + key, callback, timeWindow);
    }

    /** The counter as it stands, not counting this request (`{ increment: false }`). */
    read(key: string, callback: Callback) {
      inDatabase.read(this.prefix + key, callback);
    }

    child(options: object): FastifyRateLimitStore {
      const { routeInfo } = options as { routeInfo?: { method?: unknown; url?: unknown } };
      return new SharedStore(undefined, `${this.prefix}${String(routeInfo?.method ?? '')}${String(routeInfo?.url ?? '')}-`);
    }
  }
  return { shared: SharedStore, perProcess };
}
