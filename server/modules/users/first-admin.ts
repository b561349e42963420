import { ROLES } from '../../../src/api/contract';
import type { Config } from '../../config';
import { generatePassword, hashPassword } from '../../lib/password';
import { type Db, nowIso } from '../../db/schema';
import { anyUser, insertFirstAdmin } from './repository';

export interface SeededAdmin {
  email: string;
  /** Set only when the password was generated: main.ts prints it once, nothing stores it in clear. */
  generatedPassword?: string;
}

/** Creates the first admin when the users table is empty; null when there was someone already. */
export async function seedFirstAdmin(db: Db, config: Pick<Config, 'adminEmail' | 'adminPassword'>): Promise<SeededAdmin | null> {
  const existing = await anyUser(db);
  if (existing) return null;

  const generatedPassword = config.adminPassword ? undefined : generatePassword();
  const passwordHash = await hashPassword(config.adminPassword ?? generatedPassword!);
  const now = nowIso();
  const inserted = await insertFirstAdmin(db, {
    firstname: 'Admin',
    lastname: 'User',
    email: config.adminEmail,
    email_lower: config.adminEmail.toLowerCase(),
    password_hash: passwordHash,
    role: ROLES.admin,
    status: 'Active',
    created_at: now,
    updated_at: now,
  });
  if (!inserted) return null;
  return { email: config.adminEmail, generatedPassword };
}
