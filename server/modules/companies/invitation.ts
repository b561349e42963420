import type { DbOrTrx } from '../../db/schema';
import { inviteEmail } from '../mail/invite-email';
import { queueEmails } from '../mail/queue';

/** How long an invitation's set-password link works: a company may read its mail days later. */
export const INVITE_LINK_DAYS = 7;

export interface Invitee {
  userId: number;
  email: string;
  firstname: string;
  companyName: string;
}

/** In the transaction that made them: each new company gets a link to set its own password. */
export function queueInvitations(trx: DbOrTrx, invitees: Invitee[], eventName: string): Promise<void> {
  return queueEmails(
    trx,
    invitees.map((invitee) => inviteEmail(invitee, invitee.companyName, eventName, INVITE_LINK_DAYS)),
  );
}
