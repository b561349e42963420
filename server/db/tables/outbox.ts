import type { Generated, Selectable } from 'kysely';

/** Every email the app sends. Without SMTP_URL the rows are the only delivery (sent_at stays null). */
export interface OutboxTable {
  id: Generated<number>;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
  sent_at: string | null;
  error: string | null;
}

export type OutboxRow = Selectable<OutboxTable>;
