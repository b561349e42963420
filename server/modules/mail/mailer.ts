import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/schema';
import { insertOutboxMessage, markOutboxFailed, markOutboxSent } from './repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What the app needs from email. Tests may pass their own to buildApp. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Resolves once every email already handed to `send` has been dealt with. */
  close(): Promise<void>;
}

interface MailerDeps {
  db: Db;
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>;
  log: FastifyBaseLogger;
}

/**
 * Every email is first written to the outbox. With SMTP_URL it is then sent and the row marked
 * sent or failed; without, the row is the delivery and its links go to the log for development.
 */
export function createMailer({ db, config, log }: MailerDeps): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  const inFlight = new Set<Promise<unknown>>();

  async function deliver(message: MailMessage): Promise<void> {
    const id = await insertOutboxMessage(db, message);
    if (!transport) {
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to: message.to, subject: message.subject, links }, 'Email kept in the outbox (SMTP_URL is not set)');
      return;
    }
    try {
      await transport.sendMail({ from: config.mailFrom, ...message });
      await markOutboxSent(db, id);
    } catch (error) {
      await markOutboxFailed(db, id, error instanceof Error ? error.message : String(error));
      throw error;
    }
  }

  return {
    send(message) {
      const delivery = deliver(message);
      const settled = delivery.catch(() => undefined).finally(() => inFlight.delete(settled));
      inFlight.add(settled);
      return delivery;
    },
    async close() {
      await Promise.all(inFlight);
      transport?.close();
    },
  };
}
