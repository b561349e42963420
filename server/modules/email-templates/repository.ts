import { type DbOrTrx, nowIso } from '../../db/schema';
import type { EmailTemplateRow } from '../../db/tables/email-templates';

export async function findEditedTemplate(db: DbOrTrx, key: string): Promise<EmailTemplateRow | undefined> {
  return db.selectFrom('email_templates').selectAll().where('key', '=', key).executeTakeFirst();
}

export async function listEditedTemplates(db: DbOrTrx): Promise<EmailTemplateRow[]> {
  return db.selectFrom('email_templates').selectAll().execute();
}

/** Stores the edit, replacing an earlier one. */
export async function saveEditedTemplate(db: DbOrTrx, key: string, edit: { subject: string; body: string }, userId: number): Promise<EmailTemplateRow> {
  const row = { key, subject: edit.subject, body: edit.body, updated_by: userId, updated_at: nowIso() };
  await db
    .insertInto('email_templates')
    .values(row)
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ subject: row.subject, body: row.body, updated_by: row.updated_by, updated_at: row.updated_at }))
    .execute();
  return row;
}

/** True when there was an edit to remove. */
export async function deleteEditedTemplate(db: DbOrTrx, key: string): Promise<boolean> {
  const result = await db.deleteFrom('email_templates').where('key', '=', key).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
