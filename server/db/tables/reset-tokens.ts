import type { Generated, Selectable } from 'kysely';

export interface ResetTokensTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 of the emailed token; the token itself is never stored. */
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export type ResetTokenRow = Selectable<ResetTokensTable>;
