import type { FastifyInstance } from 'fastify';
import { createPasswordLink } from '../auth/password-link';
import { inviteEmail } from '../mail/invite-email';

/** How long an invitation's set-password link works: a company may read its mail days later. */
export const INVITE_LINK_DAYS = 7;

export interface Invitee {
  userId: number;
  email: string;
  firstname: string;
  companyName: string;
}

/** After the answer: each new company gets a link to set its own password. */
export function sendInvitations(app: Pick<FastifyInstance, 'db' | 'mailer' | 'background' | 'config'>, invitees: Invitee[], eventName: string): void {
  for (const invitee of invitees) {
    app.background.run('Exhibitor invitation', async () => {
      const link = await createPasswordLink(app.db, app.config.appUrl, invitee.userId, INVITE_LINK_DAYS * 24 * 60);
      await app.mailer.send(await inviteEmail(app.db, invitee, invitee.companyName, eventName, link, INVITE_LINK_DAYS));
    });
  }
}
