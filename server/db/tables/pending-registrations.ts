import type { Generated, Selectable } from 'kysely';
import type { Locale } from '../../../src/api/contract/i18n/locales';

/** A sign-up waiting for its email to be confirmed; the account is made from it on confirmation. */
export interface PendingRegistrationsTable {
  id: Generated<number>;
  email: string;
  email_lower: string;
  firstname: string;
  lastname: string;
  password_hash: string;
  /** The account's language, guessed from the browser at sign-up. */
  language: Generated<Locale>;
  /** sha256 of the emailed token; the token itself is never stored. Null until the email is sent. */
  token_hash: string | null;
  expires_at: string;
  created_at: string;
}

export type PendingRegistrationRow = Selectable<PendingRegistrationsTable>;
