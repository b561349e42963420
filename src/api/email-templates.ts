import { call, http } from './client';
import { emailTemplate, type EmailTemplateBody, type EmailTemplateKey, emailTemplateList } from './contract';
import type { Locale } from './contract/i18n/locales';

/** Each language's templates are apart: `language` names the one read and written. */
const inLanguage = (language: Locale) => ({ searchParams: { language } });

export const listEmailTemplates = (language: Locale) => call(emailTemplateList, () => http.get('email-templates', inLanguage(language)));

export const saveEmailTemplate = (key: EmailTemplateKey, language: Locale, body: EmailTemplateBody) =>
  call(emailTemplate, () => http.put(`email-template/${key}`, { ...inLanguage(language), json: body }));

export const resetEmailTemplate = (key: EmailTemplateKey, language: Locale) => call(emailTemplate, () => http.delete(`email-template/${key}`, inLanguage(language)));
