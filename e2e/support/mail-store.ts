import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpServer, type ReceivedMail } from '../../server/test/smtp';

/** One received email as the catcher stores it: a JSON file per message in the mail dir. */
export type StoredMail = ReceivedMail & { receivedAt: string };

export interface MailCatcher {
  url: string;
  close(): Promise<void>;
}

/** The tests' SMTP server, writing every message it receives into `mailDir` for the journeys to read. */
export async function startMailCatcher(mailDir: string): Promise<MailCatcher> {
  mkdirSync(mailDir, { recursive: true });
  let sequence = 0;
  const smtp = await startSmtpServer({
    onMail: (mail) => {
      sequence += 1;
      const stored: StoredMail = { ...mail, receivedAt: new Date().toISOString() };
      const name = `${Date.now()}-${String(sequence).padStart(5, '0')}.json`;
      // Written under a temporary name and renamed, so a reader never sees half a message.
      const temporary = path.join(mailDir, `.${name}.tmp`);
      writeFileSync(temporary, JSON.stringify(stored, null, 2));
      renameSync(temporary, path.join(mailDir, name));
    },
  });
  return { url: smtp.url, close: () => smtp.close() };
}
