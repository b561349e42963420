/** A live session; its id is the `sid` its token carries. */
export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

/** One row whose number moves on whenever a session ends or its account changes (kept by triggers). */
export interface SessionEpochTable {
  id: number;
  epoch: number;
}
