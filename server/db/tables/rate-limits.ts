/** Requests per client address in a fixed window, shared by every app process (see server/lib/rate-limit-store.ts). */
export interface RateLimitsTable {
  /** The rate limiter's key: the client address, with a route's prefix for a route's own limit. */
  key: string;
  count: number;
  /** Epoch milliseconds. */
  window_ends_at: number;
}
