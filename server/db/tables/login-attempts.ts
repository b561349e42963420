/** Attempt counters in the database, so every app process shares them. */
export interface LoginAttemptsTable {
  /** e.g. `login:account:ann@example.com`, `login:ip:10.0.0.1` */
  key: string;
  count: number;
  window_started_at: string;
}
