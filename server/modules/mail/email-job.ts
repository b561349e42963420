import type { EmailTemplateKey, EmailValues } from '../../../src/api/contract';
import { DEFAULT_LOCALE, type Locale } from '../../../src/api/contract/i18n/locales';
import type { Db } from '../../db/schema';
import type { OutboxRow } from '../../db/tables/outbox';
import { renderTemplate } from '../email-templates/service';
import type { JobHandler } from '../../jobs/runner';
import type { Mailer, MailMessage } from './mailer';
import type { EmailLink, TemplateValues } from './email';
import { findOutboxRow, recipientLanguage, recordOutboxTry } from './repository';

/**
 * Tries over about a day: 1, 4, 9… minutes apart, then hourly (the runner's backoff). A mail
 * server down longer than that leaves the email failed, for staff to see and send again.
 */
export const EMAIL_MAX_ATTEMPTS = 30;

/**
 * Who makes the links that are made when an email is sent (a set-password link, a sign-up's
 * confirmation link): the areas that own those tokens, handed in by the app.
 */
export interface EmailLinkMakers {
  password(db: Db, appUrl: string, userId: number, validMinutes: number): Promise<string | null>;
  registration(db: Db, appUrl: string, registrationId: number, validHours: number): Promise<string | null>;
  /** The account's personal sign-in link opening `path` (or the plain page, where links are off for it); null when the account is gone. */
  signIn(db: Db, appUrl: string, userId: number, path: string): Promise<string | null>;
  /** A fresh sign-in code for the account; null when the account is gone or inactive. */
  signInCode(db: Db, userId: number): Promise<string | null>;
}

interface EmailJobDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  links: EmailLinkMakers;
}

/** The URL of an email's link, made now; null when what it leads to is gone. */
async function linkOf({ db, appUrl, links }: EmailJobDeps, row: OutboxRow, link: EmailLink): Promise<string | null> {
  if ('path' in link) return `${appUrl}${link.path}`;
  if ('registrationId' in link) return links.registration(db, appUrl, link.registrationId, link.validHours);
  if ('signInPath' in link) return row.user_id === null ? null : links.signIn(db, appUrl, row.user_id, link.signInPath);
  return row.user_id === null ? null : links.password(db, appUrl, row.user_id, link.passwordMinutes);
}

/**
 * A link into the app marked with the reader's language (`?lang=`): the page it opens speaks it
 * before anyone signs in, and the browser keeps it.
 */
function inLanguage(url: string | null | undefined, locale: Locale): string | null | undefined {
  if (!url) return url;
  const marked = new URL(url);
  marked.searchParams.set('lang', locale);
  return marked.toString();
}

/** The email of an outbox row as its template stands now, with its link made; null if its account (or sign-up) is gone. */
async function messageOf(deps: EmailJobDeps, row: OutboxRow): Promise<MailMessage | null> {
  const { db } = deps;
  if (!row.template || !row.template_values) return { to: row.to, subject: row.subject, text: row.text, html: row.html };
  const { values, link, signInPath, signInCode, language, html, images } = JSON.parse(row.template_values) as TemplateValues;
  const locale = language ?? (row.user_id === null ? DEFAULT_LOCALE : await recipientLanguage(db, row.user_id));
  const url = inLanguage(link ? await linkOf(deps, row, link) : undefined, locale);
  const signInLink = inLanguage(signInPath === undefined ? undefined : await linkOf(deps, row, { signInPath }), locale);
  const code = !signInCode ? undefined : row.user_id === null ? null : await deps.links.signInCode(db, row.user_id);
  if (url === null || signInLink === null || code === null) return null;
  const made = { ...(url === undefined ? {} : { link: url }), ...(signInLink === undefined ? {} : { signInLink }), ...(code === undefined ? {} : { code }) };
  const rendered = await renderTemplate(db, row.template as EmailTemplateKey, { ...values, ...made } as EmailValues<EmailTemplateKey>, html, locale);
  // An edited template that leaves out the variable showing an image does not carry it either.
  const shown = images?.filter((image) => rendered.html.includes(`cid:${image.cid}`)) ?? [];
  return { to: row.to, ...rendered, ...(shown.length > 0 ? { images: shown } : {}) };
}

/**
 * Sends one outbox row. A failed try is written on the row (retrying, or failed on the last) and
 * thrown, so the runner tries again later; a row already sent or kept is not sent again.
 */
export const emailJob =
  (deps: EmailJobDeps): JobHandler =>
  async (payload, { now, lastAttempt }) => {
    const { db, mailer } = deps;
    const row = await findOutboxRow(db, Number(payload.outboxId));
    if (!row || row.status === 'sent' || row.status === 'kept') return { result: { skipped: true } };
    const message = await messageOf(deps, row);
    if (!message) {
      await recordOutboxTry(db, row.id, 'failed', null, now, 'The account this email was for no longer exists');
      return { result: { sent: false } };
    }
    try {
      const outcome = await mailer.send(message);
      await recordOutboxTry(db, row.id, outcome === 'kept' ? 'kept' : 'sent', message, now);
      return { result: { sent: true } };
    } catch (error) {
      await recordOutboxTry(db, row.id, lastAttempt ? 'failed' : 'retrying', message, now, error instanceof Error ? error.message : String(error));
      throw error;
    }
  };
