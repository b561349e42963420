import {
  EMAIL_TEMPLATE_KEYS,
  type EmailTemplate,
  emailTemplateOf,
  type EmailTemplateBody,
  type EmailTemplateKey,
  type EmailValues,
  isEmailTemplateKey,
  MESSAGES,
  type RenderedEmail,
  renderEmail,
  sampleValuesOf,
  templateDetail,
  variableErrors,
} from '../../../src/api/contract';
import type { Db, DbOrTrx } from '../../db/schema';
import type { EmailTemplateRow } from '../../db/tables/email-templates';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/repository';
import { DEFAULT_LOCALE, type Locale } from '../../../src/api/contract/i18n/locales';
import { translatedTemplate } from './localized';
import { deleteEditedTemplate, findEditedTemplates, listEditedTemplates, saveEditedTemplate } from './repository';

/** The languages whose edits decide how `locale` reads: its own, and English, whose edit may be newer. */
const localesFor = (locale: Locale): Locale[] => (locale === DEFAULT_LOCALE ? [DEFAULT_LOCALE] : [locale, DEFAULT_LOCALE]);

/**
 * A translation needs review when the English wording was edited after it: after its own edit, or
 * at all while it is still the built-in translation (which was made from the English default).
 */
const needsReview = (locale: Locale, own: EmailTemplateRow | undefined, english: EmailTemplateRow | undefined) =>
  locale !== DEFAULT_LOCALE && english !== undefined && (own === undefined || own.updated_at < english.updated_at);

function templateOf(key: EmailTemplateKey, locale: Locale, rows: readonly EmailTemplateRow[]): EmailTemplate {
  const own = rows.find((row) => row.key === key && row.locale === locale);
  const english = rows.find((row) => row.key === key && row.locale === DEFAULT_LOCALE);
  return emailTemplateOf(key, {
    language: locale,
    standard: translatedTemplate(key, locale),
    edited: own && { subject: own.subject, body: own.body, updatedAt: own.updated_at },
    needsReview: needsReview(locale, own, english),
    english: locale === DEFAULT_LOCALE ? undefined : english ? { subject: english.subject, body: english.body } : translatedTemplate(key, DEFAULT_LOCALE),
  });
}

function knownKey(key: string): EmailTemplateKey {
  if (!isEmailTemplateKey(key)) throw new AppError('notFound');
  return key;
}

/** A placeholder that is not one of the template's variables, or a plural form the language lacks, is refused, with a message under its field. */
function checkVariables(key: EmailTemplateKey, body: EmailTemplateBody, locale: Locale): void {
  const errors = variableErrors(key, body, locale);
  if (Object.keys(errors).length > 0) throw new AppError('invalidRequest', { message: MESSAGES.invalidRequest, errors });
}

export async function listTemplates(db: Db, locale: Locale): Promise<EmailTemplate[]> {
  const rows = await listEditedTemplates(db, localesFor(locale));
  return EMAIL_TEMPLATE_KEYS.map((key) => templateOf(key, locale, rows));
}

export async function getTemplate(db: Db, key: string, locale: Locale): Promise<EmailTemplate> {
  const known = knownKey(key);
  return templateOf(known, locale, await findEditedTemplates(db, known, localesFor(locale)));
}

export async function updateTemplate(db: Db, userId: number, key: string, locale: Locale, body: EmailTemplateBody): Promise<EmailTemplate> {
  const known = knownKey(key);
  checkVariables(known, body, locale);
  return db.transaction().execute(async (trx) => {
    await saveEditedTemplate(trx, known, locale, body, userId);
    await recordAudit(trx, { actorId: userId, action: 'email-template.update', subjectType: 'email-template', subjectId: null, detail: templateDetail(known, locale) });
    return templateOf(known, locale, await findEditedTemplates(trx, known, localesFor(locale)));
  });
}

export async function resetTemplate(db: Db, userId: number, key: string, locale: Locale): Promise<EmailTemplate> {
  const known = knownKey(key);
  return db.transaction().execute(async (trx) => {
    if (await deleteEditedTemplate(trx, known, locale)) {
      await recordAudit(trx, { actorId: userId, action: 'email-template.reset', subjectType: 'email-template', subjectId: null, detail: templateDetail(known, locale) });
    }
    return templateOf(known, locale, await findEditedTemplates(trx, known, localesFor(locale)));
  });
}

export function previewTemplate(key: string, locale: Locale, body: EmailTemplateBody): RenderedEmail {
  const known = knownKey(key);
  checkVariables(known, body, locale);
  return renderEmail(body, sampleValuesOf(known), {}, locale);
}

/**
 * The email `key` as it is sent now, in the recipient's `locale`: the edit in that language if
 * there is one, else its default there (the built-in translation; for English the product's
 * default), counts in that language's plural forms (`html`: see renderEmail).
 */
export async function renderTemplate<K extends EmailTemplateKey>(
  db: DbOrTrx,
  key: K,
  values: EmailValues<K>,
  html?: Readonly<Record<string, string>>,
  locale: Locale = DEFAULT_LOCALE,
): Promise<RenderedEmail> {
  const [edited] = await findEditedTemplates(db, key, [locale]);
  return renderEmail(edited ?? translatedTemplate(key, locale), values, html, locale);
}
