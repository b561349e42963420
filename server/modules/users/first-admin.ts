import { ROLES } from '../../../src/api/contract';
import type { Config } from '../../config';
import { generatePassword, hashPassword } from '../../lib/password';
import { type Db, nowIso } from '../../db/schema';

export interface SeededAdmin {
  email: string;
  /** Set only when the password was generated: main.ts prints it once, nothing stores it in clear. */
  generatedPassword?: string;
}

/** Creates the first admin when the users table is empty; null when there was someone already. */
export async function seedFirstAdmin(db: Db, config: Pick<Config, 'adminEmail' | 'adminPassword'>): Promise<SeededAdmin | null> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return null;

  const generatedPassword = config.adminPassword ? undefined : generatePassword();
  const passwordHash = await hashPassword(config.adminPassword ?? generatedPassword!);
  const now = nowIso();
  const inserted = await db
    .insertInto('users')
    .values({
      firstname: 'Admin',
      lastname: 'User',
      email: config.adminEmail,
      email_lower: config.adminEmail.toLowerCase(),
      password_hash: passwordHash,
      role: ROLES.admin,
      status: 'Active',
      created_at: now,
      updated_at: now,
    })
    // Two processes seeding at once: the second one's insert is a no-op, not a crash.
    .onConflict((conflict) => conflict.column('email_lower').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  return { email: config.adminEmail, generatedPassword };
}
