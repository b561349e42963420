import { type DbOrTrx, nowIso } from '../../db/schema';
import type { MailMessage } from './mailer';

export async function insertOutboxMessage(db: DbOrTrx, message: MailMessage): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({ to: message.to, subject: message.subject, text: message.text, html: message.html, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markOutboxSent(db: DbOrTrx, id: number): Promise<void> {
  await db.updateTable('outbox').set({ sent_at: nowIso(), error: null, text: '', html: '' }).where('id', '=', id).execute();
}

export async function markOutboxFailed(db: DbOrTrx, id: number, error: string): Promise<void> {
  await db.updateTable('outbox').set({ error: error.slice(0, 1000) }).where('id', '=', id).execute();
}
