import {
  EMAIL_TEMPLATE_DEFAULTS,
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
  variableErrors,
} from '../../../src/api/contract';
import type { Db, DbOrTrx } from '../../db/schema';
import type { EmailTemplateRow } from '../../db/tables/email-templates';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/repository';
import { DEFAULT_LOCALE, type Locale } from '../../../src/api/contract/i18n/locales';
import { localizedDefault } from './localized';
import { deleteEditedTemplate, findEditedTemplate, listEditedTemplates, saveEditedTemplate } from './repository';

const templateOf = (key: EmailTemplateKey, edited: EmailTemplateRow | undefined): EmailTemplate =>
  emailTemplateOf(key, edited && { subject: edited.subject, body: edited.body, updatedAt: edited.updated_at });

function knownKey(key: string): EmailTemplateKey {
  if (!isEmailTemplateKey(key)) throw new AppError('notFound');
  return key;
}

/** A placeholder that is not one of the template's variables is refused, with a message under its field. */
function checkVariables(key: EmailTemplateKey, body: EmailTemplateBody): void {
  const errors = variableErrors(key, body);
  if (Object.keys(errors).length > 0) throw new AppError('invalidRequest', { message: MESSAGES.invalidRequest, errors });
}

export async function listTemplates(db: Db): Promise<EmailTemplate[]> {
  const edited = new Map((await listEditedTemplates(db)).map((row) => [row.key, row]));
  return EMAIL_TEMPLATE_KEYS.map((key) => templateOf(key, edited.get(key)));
}

export async function getTemplate(db: Db, key: string): Promise<EmailTemplate> {
  const known = knownKey(key);
  return templateOf(known, await findEditedTemplate(db, known));
}

export async function updateTemplate(db: Db, userId: number, key: string, body: EmailTemplateBody): Promise<EmailTemplate> {
  const known = knownKey(key);
  checkVariables(known, body);
  return db.transaction().execute(async (trx) => {
    const row = await saveEditedTemplate(trx, known, body, userId);
    await recordAudit(trx, { actorId: userId, action: 'email-template.update', subjectType: 'email-template', subjectId: null, detail: known });
    return templateOf(known, row);
  });
}

export async function resetTemplate(db: Db, userId: number, key: string): Promise<EmailTemplate> {
  const known = knownKey(key);
  await db.transaction().execute(async (trx) => {
    if (await deleteEditedTemplate(trx, known)) {
      await recordAudit(trx, { actorId: userId, action: 'email-template.reset', subjectType: 'email-template', subjectId: null, detail: known });
    }
  });
  return templateOf(known, undefined);
}

export function previewTemplate(key: string, body: EmailTemplateBody): RenderedEmail {
  const known = knownKey(key);
  checkVariables(known, body);
  return renderEmail(body, sampleValuesOf(known));
}

/**
 * The email `key` as it is sent now, in the recipient's `locale`: the edited template if there is
 * one (templates are edited in English until each language has its own version), else the default
 * in their language where the catalogs translate it, else the English default (`html`: see renderEmail).
 */
export async function renderTemplate<K extends EmailTemplateKey>(
  db: DbOrTrx,
  key: K,
  values: EmailValues<K>,
  html?: Readonly<Record<string, string>>,
  locale: Locale = DEFAULT_LOCALE,
): Promise<RenderedEmail> {
  const edited = await findEditedTemplate(db, key);
  return renderEmail(edited ?? localizedDefault(key, locale, values) ?? EMAIL_TEMPLATE_DEFAULTS[key], values, html);
}
