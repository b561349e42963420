import type { Generated, Selectable } from 'kysely';

export interface SignInLinksTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 of the emailed token; the token itself is never stored. */
  token_hash: string;
  /** The page of the app the link opens once signed in: a path on this origin, never a URL. */
  path: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface SignInCodesTable {
  id: Generated<number>;
  user_id: number;
  /** HMAC-SHA-256 of the code under the server's key: a 6-digit code's plain hash would be read back from the table at once. */
  code_hash: string;
  /** Wrong codes given for it; at the limit it works no more. */
  tries: Generated<number>;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface AppSettingsTable {
  key: string;
  /** JSON. */
  value: string;
  updated_at: string;
}

export type SignInLinkRow = Selectable<SignInLinksTable>;
export type SignInCodeRow = Selectable<SignInCodesTable>;
