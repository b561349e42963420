import { type Kysely, sql } from 'kysely';
import { dialectOf } from './column-types';

/**
 * A change of an account's role or status ends its sessions, whatever writes it: the app
 * (users/repository.ts moves the token version itself, so the row it returns is already right),
 * a script, or SQL typed by hand. The token version moves on to one past the old row's, in the
 * same statement, so a change made and undone never brings an old token back, and a statement
 * that moved the version already moves it no further.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql
      .raw('CREATE FUNCTION users_token_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.token_version := OLD.token_version + 1; RETURN NEW; END $$')
      .execute(db);
    await sql
      .raw(
        'CREATE TRIGGER users_access_change BEFORE UPDATE OF role, status ON users FOR EACH ROW ' +
          'WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION users_token_version_bump()',
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      'CREATE TRIGGER users_access_change AFTER UPDATE OF role, status ON users ' +
        'WHEN OLD.role IS NOT NEW.role OR OLD.status IS NOT NEW.status ' +
        'BEGIN UPDATE users SET token_version = OLD.token_version + 1 WHERE id = NEW.id; END',
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql.raw('DROP TRIGGER IF EXISTS users_access_change ON users').execute(db);
    await sql.raw('DROP FUNCTION IF EXISTS users_token_version_bump()').execute(db);
    return;
  }
  await sql.raw('DROP TRIGGER IF EXISTS users_access_change').execute(db);
}
