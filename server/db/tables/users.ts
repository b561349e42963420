import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Role, Status } from '../../../src/api/contract';
import type { Locale } from '../../../src/api/contract/i18n/locales';

export interface UsersTable {
  id: Generated<number>;
  firstname: string;
  lastname: string;
  email: string;
  /** Lower-cased copy of email: the unique key, so addresses are unique without regard to case. */
  email_lower: string;
  /** Null until the account sets its first password (a company invited by an organiser). */
  password_hash: string | null;
  role: Role;
  status: Status;
  phone: string | null;
  bio: string | null;
  avatar: string | null;
  /** Bumped to end every session of the user (reset, deactivation); tokens carry it as `tv`. */
  token_version: Generated<number>;
  /** The language its screens and emails speak (English unless set). */
  language: Generated<Locale>;
  created_at: string;
  updated_at: string;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
