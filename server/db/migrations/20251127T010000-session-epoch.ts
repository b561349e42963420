import { type Kysely, sql } from 'kysely';
import { dialectOf } from './column-types';

/** What a process keeps of a known session's account: a change to any of them is news to every process. */
const ACCOUNT_COLUMNS = ['status', 'role', 'token_version', 'firstname', 'lastname', 'email'] as const;

/**
 * One number that moves on, in the writing transaction, whenever a session ends or changes (signed
 * out, swept, its expiry moved) or an account a session speaks for changes what a process keeps of
 * it or goes. Each app process keeps the sessions it has checked in memory and reads this one row
 * to learn that another process ended one (lib/known-sessions.ts). Kept by triggers, so no write to
 * either table, whatever makes it, can leave it behind.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('session_epoch')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('epoch', 'bigint', (col) => col.notNull())
    .execute();
  await sql`INSERT INTO session_epoch (id, epoch) VALUES (1, 0)`.execute(db);
  const bump = 'UPDATE session_epoch SET epoch = epoch + 1 WHERE id = 1';
  const changed = ACCOUNT_COLUMNS.map((column) => `OLD.${column} IS DISTINCT FROM NEW.${column}`).join(' OR ');
  if (dialectOf(db) === 'postgres') {
    await sql.raw(`CREATE FUNCTION session_epoch_bump() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${bump}; RETURN NULL; END $$`).execute(db);
    for (const trigger of [
      'CREATE TRIGGER sessions_epoch_change AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION session_epoch_bump()',
      'CREATE TRIGGER users_epoch_delete AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION session_epoch_bump()',
      `CREATE TRIGGER users_epoch_change AFTER UPDATE OF ${ACCOUNT_COLUMNS.join(', ')} ON users FOR EACH ROW WHEN (${changed}) EXECUTE FUNCTION session_epoch_bump()`,
    ]) {
      await sql.raw(trigger).execute(db);
    }
    return;
  }
  for (const trigger of [
    `CREATE TRIGGER sessions_epoch_update AFTER UPDATE ON sessions BEGIN ${bump}; END`,
    `CREATE TRIGGER sessions_epoch_delete AFTER DELETE ON sessions BEGIN ${bump}; END`,
    `CREATE TRIGGER users_epoch_delete AFTER DELETE ON users BEGIN ${bump}; END`,
    `CREATE TRIGGER users_epoch_change AFTER UPDATE OF ${ACCOUNT_COLUMNS.join(', ')} ON users WHEN ${changed.replaceAll('IS DISTINCT FROM', 'IS NOT')} BEGIN ${bump}; END`,
  ]) {
    await sql.raw(trigger).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql.raw('DROP TRIGGER IF EXISTS sessions_epoch_change ON sessions').execute(db);
    await sql.raw('DROP TRIGGER IF EXISTS users_epoch_delete ON users').execute(db);
    await sql.raw('DROP TRIGGER IF EXISTS users_epoch_change ON users').execute(db);
    await sql.raw('DROP FUNCTION IF EXISTS session_epoch_bump()').execute(db);
  } else {
    for (const trigger of ['sessions_epoch_update', 'sessions_epoch_delete', 'users_epoch_delete', 'users_epoch_change']) await sql.raw(`DROP TRIGGER IF EXISTS ${trigger}`).execute(db);
  }
  await db.schema.dropTable('session_epoch').execute();
}
