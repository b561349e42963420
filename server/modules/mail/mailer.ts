import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { InlineImage } from './email';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Images its HTML shows inline. */
  images?: InlineImage[];
}

/** `kept`: there is no mail server, the outbox row is the delivery. Anything else: handed to SMTP. */
export type MailOutcome = 'sent' | 'kept';

/** How an email leaves the app. Tests may pass their own to buildApp. It throws when it could not. */
export interface Mailer {
  send(message: MailMessage): Promise<MailOutcome | void>;
  close(): Promise<void>;
}

interface MailerDeps {
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>;
  log: FastifyBaseLogger;
}

/** Well within a job's lease: a mail server that stops answering fails the try instead of holding it. */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/**
 * With SMTP_URL, hands each email to that server; without, keeps it (its outbox row is the
 * delivery) and logs its links for development.
 */
export function createMailer({ config, log }: MailerDeps): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS }) : undefined;
  return {
    async send(message) {
      if (!transport) {
        const links = message.text.match(/https?:\/\/\S+/g) ?? [];
        log.info({ to: message.to, subject: message.subject, links }, 'Email kept in the outbox (SMTP_URL is not set)');
        return 'kept';
      }
      const { images, ...rest } = message;
      const attachments = images?.map((image) => ({ cid: image.cid, filename: image.filename, contentType: image.contentType, content: image.content, encoding: 'base64', contentDisposition: 'inline' as const }));
      await transport.sendMail({ from: config.mailFrom, ...rest, ...(attachments ? { attachments } : {}) });
      return 'sent';
    },
    async close() {
      transport?.close();
    },
  };
}
