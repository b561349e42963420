/** A live session; its id is the `sid` its token carries. */
export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}
