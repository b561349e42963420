import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** One received email as the catcher stores it: a JSON file per message in the mail dir. */
export interface StoredMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  from: string;
  receivedAt: string;
  /** The raw message with quoted-printable soft breaks and escapes undone, so links read whole. */
  source: string;
}

const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export interface MailCatcher {
  url: string;
  close(): Promise<void>;
}

/** A plain SMTP server on 127.0.0.1 (no TLS, no auth) writing every message it receives into `mailDir`. */
export async function startMailCatcher(mailDir: string): Promise<MailCatcher> {
  mkdirSync(mailDir, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        sequence += 1;
        const mail: StoredMail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          receivedAt: new Date().toISOString(),
          source: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        };
        const name = `${Date.now()}-${String(sequence).padStart(5, '0')}.json`;
        // Written under a temporary name and renamed, so a reader never sees half a message.
        const temporary = path.join(mailDir, `.${name}.tmp`);
        writeFileSync(temporary, JSON.stringify(mail, null, 2));
        renameSync(temporary, path.join(mailDir, name));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
