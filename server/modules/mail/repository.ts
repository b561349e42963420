import { DEFAULT_LOCALE, type Locale } from '../../../src/api/contract/i18n/locales';
import { type DbOrTrx, nowIso } from '../../db/schema';
import type { OutboxRow, OutboxStatus } from '../../db/tables/outbox';
import type { MailMessage } from './mailer';
import type { QueuedEmail, TemplateValues } from './email';

/** A few hundred rows a statement keeps within both dialects' bound-parameter limits. */
const CHUNK = 300;

/** The outbox rows of the emails, in order; answers their ids. */
export async function insertOutboxRows(db: DbOrTrx, emails: readonly QueuedEmail[], at: Date): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < emails.length; start += CHUNK) {
    const rows = await db
      .insertInto('outbox')
      .values(
        emails.slice(start, start + CHUNK).map((email) => ({
          to: email.to,
          subject: '',
          text: '',
          html: '',
          created_at: nowIso(at),
          status: 'queued' as const,
          template: email.template,
          template_values: JSON.stringify({ values: email.values, link: email.link, signInPath: email.signInPath, signInCode: email.signInCode, language: email.language, html: email.html, images: email.images } satisfies TemplateValues),
          user_id: email.userId ?? null,
        })),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((row) => row.id).sort((a, b) => a - b));
  }
  return ids;
}

export function findOutboxRow(db: DbOrTrx, id: number): Promise<OutboxRow | undefined> {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The outcome of one try. Sent: text and html are emptied (they may carry a live link). Kept
 * (no mail server): the row keeps the whole email, it is the delivery.
 */
export async function recordOutboxTry(db: DbOrTrx, id: number, status: OutboxStatus, message: MailMessage | null, at: Date, error?: string): Promise<void> {
  const kept = status === 'kept';
  await db
    .updateTable('outbox')
    .set((eb) => ({
      status,
      attempts: eb('attempts', '+', 1),
      attempted_at: nowIso(at),
      error: error === undefined ? null : error.slice(0, 1000),
      ...(status === 'sent' ? { sent_at: nowIso(at) } : {}),
      ...(message ? { subject: message.subject, text: kept ? message.text : '', html: kept ? message.html : '' } : {}),
    }))
    .where('id', '=', id)
    .execute();
}

/** The newest email of `template` to each of these accounts. */
export function latestOutboxRows(db: DbOrTrx, template: string, userIds: readonly number[]): Promise<OutboxRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('outbox as o')
    .selectAll('o')
    .where('o.template', '=', template)
    .where('o.user_id', 'in', [...userIds])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('outbox as newer')
            .select('newer.id')
            .whereRef('newer.user_id', '=', 'o.user_id')
            .where('newer.template', '=', template)
            .whereRef('newer.id', '>', 'o.id'),
        ),
      ),
    )
    .execute();
}

/** The newest email of `template` to the address `to`. */
export function latestOutboxRowTo(db: DbOrTrx, to: string, template: string): Promise<OutboxRow | undefined> {
  return db.selectFrom('outbox').selectAll().where('to', '=', to).where('template', '=', template).orderBy('id', 'desc').executeTakeFirst();
}

/** The language an account's emails are written in (English when the account is gone). */
export async function recipientLanguage(db: DbOrTrx, userId: number): Promise<Locale> {
  const row = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
  return row?.language ?? DEFAULT_LOCALE;
}
