import type { Selectable } from 'kysely';

/** An email template as an administrator edited it; without a row, the template is its default. */
export interface EmailTemplatesTable {
  key: string;
  subject: string;
  body: string;
  updated_by: number | null;
  updated_at: string;
}

export type EmailTemplateRow = Selectable<EmailTemplatesTable>;
