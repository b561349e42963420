import { SMTPServer } from 'smtp-server';
import { PUBLIC_PATHS } from '../../src/api/contract';
import type { Db } from '../db/schema';
import { latestOutboxRowTo } from '../modules/mail/repository';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  from: string;
  /** The whole message, quoted-printable soft breaks and escapes undone. */
  source: string;
  /** The whole message as it came over SMTP. */
  raw: string;
}

export interface SmtpCapture {
  url: string;
  /** The next message sent to `to` (waits for it), taken off the queue. */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Messages received for `to` so far, without waiting. */
  received(to: string): ReceivedMail[];
  close(): Promise<void>;
}

const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * A real SMTP server on 127.0.0.1 (no TLS, no auth), on a free port (or `port`: the one a stopped
 * server had, to start it again), keeping every message it gets. `onMail` also hands each message
 * to its caller as it arrives.
 */
export async function startSmtpServer(options: { onMail?: (mail: ReceivedMail) => void; port?: number } = {}): Promise<SmtpCapture> {
  const inbox: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          source: decodeQuotedPrintable(raw),
          raw,
        };
        inbox.push(mail);
        options.onMail?.(mail);
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  const take = (to: string) => {
    const index = inbox.findIndex((mail) => mail.to.includes(to.toLowerCase()));
    return index === -1 ? undefined : inbox.splice(index, 1)[0];
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    received: (to) => inbox.filter((mail) => mail.to.includes(to.toLowerCase())),
    next(to, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = take(to);
          if (!mail) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No email for ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The token of the link to `path` in an email's text. */
function linkTokenFrom(text: string, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`No ${path} link in:\n${text}`);
  return match[1]!;
}

/** The token of the set-password link in an email. */
export const resetTokenFrom = (mail: ReceivedMail): string => linkTokenFrom(mail.source, PUBLIC_PATHS.setPassword);

/** The token of the link confirming a sign-up, in an email or the text of one. */
export const registrationTokenFrom = (mail: ReceivedMail | string): string =>
  linkTokenFrom(typeof mail === 'string' ? mail : mail.source, PUBLIC_PATHS.confirmSignUp);

/** Without a mail server the outbox row is the delivery: the token of the sign-up link it holds once kept. */
export async function keptRegistrationToken(db: Db, email: string): Promise<string> {
  for (let waited = 0; waited < 10_000; waited += 10) {
    const row = await latestOutboxRowTo(db, email, 'confirm-registration');
    if (row?.status === 'kept') return registrationTokenFrom(row.text);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`No confirmation email for ${email}`);
}

/** The token of the personal sign-in link in an email. */
export const signInTokenFrom = (mail: ReceivedMail | string): string => linkTokenFrom(typeof mail === 'string' ? mail : mail.source, PUBLIC_PATHS.signInLink);

/** The message as text: the quoted-printable bytes read back as UTF-8 (German, Arabic, Chinese). */
export const mailText = (mail: ReceivedMail): string => Buffer.from(mail.source, 'latin1').toString('utf8');

/** Headers unfolded, by their lower-cased names; the body after the blank line. */
function splitPart(part: string): { headers: Map<string, string>; body: string } {
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: rest.join('\n\n') };
}

/** A header's encoded words (RFC 2047, `=?UTF-8?B?…?=` or `?Q?`) read as UTF-8, the space between two of them dropped. */
const decodeWords = (value: string) =>
  value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_match, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(decodeQuotedPrintable(text.replace(/_/g, ' ')), 'latin1').toString('utf8'),
    );

/**
 * What a reader sees of an email: its subject and its plain-text part, each decoded as a mail
 * client does (a mostly Arabic or Chinese text comes base64-encoded, a mostly Latin one
 * quoted-printable).
 */
export function readMail(mail: ReceivedMail): { subject: string; text: string } {
  const message = splitPart(mail.raw);
  const parts = mail.raw.split(/\r?\n--[^\r\n]+\r?\n/).map(splitPart);
  const plain = parts.find((part) => part.headers.get('content-type')?.startsWith('text/plain')) ?? message;
  const encoding = plain.headers.get('content-transfer-encoding')?.toLowerCase();
  const body = plain.body.replace(/\r?\n--[^\r\n]*--\s*$/, '');
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(decodeQuotedPrintable(body), 'latin1').toString('utf8')
        : body;
  return { subject: decodeWords(message.headers.get('subject') ?? ''), text: text.replace(/\r\n/g, '\n') };
}

/** The sign-in code in an email: the line of six digits alone. */
export function signInCodeFrom(mail: ReceivedMail): string {
  const match = /^(\d{6})\r?$/m.exec(mail.source);
  if (!match) throw new Error(`No sign-in code in:\n${mail.source}`);
  return match[1]!;
}
