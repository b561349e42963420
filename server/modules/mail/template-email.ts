import type { EmailTemplateKey, EmailValues } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import { renderTemplate } from '../email-templates/service';
import type { MailMessage } from './mailer';

/** One email from its template as it stands now (edited or the default), filled with `values`. */
export async function templateEmail<K extends EmailTemplateKey>(db: DbOrTrx, key: K, to: string, values: EmailValues<K>): Promise<MailMessage> {
  return { to, ...(await renderTemplate(db, key, values)) };
}
