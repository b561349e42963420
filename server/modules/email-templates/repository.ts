import { type DbOrTrx, nowIso } from '../../db/schema';
import type { EmailTemplateRow } from '../../db/tables/email-templates';

/** The edits of `key` in `locales`: the language asked for and English, whose edit a translation may be older than. */
export async function findEditedTemplates(db: DbOrTrx, key: string, locales: readonly string[]): Promise<EmailTemplateRow[]> {
  return db.selectFrom('email_template_edits').selectAll().where('key', '=', key).where('locale', 'in', locales).execute();
}

export async function listEditedTemplates(db: DbOrTrx, locales: readonly string[]): Promise<EmailTemplateRow[]> {
  return db.selectFrom('email_template_edits').selectAll().where('locale', 'in', locales).execute();
}

/** Stores the edit in its language, replacing an earlier one. */
export async function saveEditedTemplate(
  db: DbOrTrx,
  key: string,
  locale: string,
  edit: { subject: string; body: string },
  userId: number,
): Promise<EmailTemplateRow> {
  const row = { key, locale, subject: edit.subject, body: edit.body, updated_by: userId, updated_at: nowIso() };
  await db
    .insertInto('email_template_edits')
    .values(row)
    .onConflict((conflict) => conflict.columns(['key', 'locale']).doUpdateSet({ subject: row.subject, body: row.body, updated_by: row.updated_by, updated_at: row.updated_at }))
    .execute();
  return row;
}

/** True when there was an edit to remove. */
export async function deleteEditedTemplate(db: DbOrTrx, key: string, locale: string): Promise<boolean> {
  const result = await db.deleteFrom('email_template_edits').where('key', '=', key).where('locale', '=', locale).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
