import type { Selectable } from 'kysely';

/**
 * An email template as an administrator edited it in one language; without a row, the template is
 * its default in that language (the built-in translation, or the English default).
 */
export interface EmailTemplateEditsTable {
  key: string;
  locale: string;
  subject: string;
  body: string;
  updated_by: number | null;
  updated_at: string;
}

export type EmailTemplateRow = Selectable<EmailTemplateEditsTable>;
