import { GUEST_MESSAGES, type GuestGrant, type GuestGrants } from '../../../src/api/contract';
import type { Db } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/repository';
import { type Actor, changeableEvent } from '../events/actor';
import { eventHasEnded } from './access';
import { findGrantOfEvent, type GrantWithEmail, grantsOfEvent, revokeGrant } from './repository';

const toGuestGrant = (grant: GrantWithEmail, ended: boolean): GuestGrant => ({
  id: grant.id,
  eventId: grant.event_id,
  userId: grant.user_id,
  email: grant.email,
  stageName: grant.stage_name,
  invitedAt: grant.invited_at,
  revokedAt: grant.revoked_at,
  state: grant.revoked_at !== null ? 'revoked' : ended ? 'ended' : 'active',
});

/** GET /event/{id}/guests: the event's guest reviewers and whether each still gets in, for whoever may change the event. */
export async function guestsOfEvent(db: Db, actor: Actor, eventId: number): Promise<GuestGrants> {
  const event = await changeableEvent(db, actor, eventId);
  const ended = eventHasEnded(event);
  return { guests: (await grantsOfEvent(db, eventId)).map((grant) => toGuestGrant(grant, ended)) };
}

/**
 * DELETE /event/{id}/guest/{grantId}: the guest no longer reaches that stage of the event (at once:
 * each request reads its grants). Audited; saving the flow with the guest again invites it anew.
 */
export async function revokeGuest(db: Db, actor: Actor, eventId: number, grantId: number): Promise<GuestGrant> {
  return db.transaction().execute(async (trx) => {
    const event = await changeableEvent(trx, actor, eventId);
    const grant = await findGrantOfEvent(trx, eventId, grantId);
    if (!grant) throw new AppError('notFound', { message: GUEST_MESSAGES.grantNotFound });
    if (!(await revokeGrant(trx, grantId, actor.user.id))) throw new AppError('conflict', { message: GUEST_MESSAGES.alreadyRevoked });
    await recordAudit(trx, { actorId: actor.user.id, action: 'event.guest-revoke', subjectType: 'event', subjectId: eventId, detail: `${grant.email} → ${grant.stage_name}` });
    return toGuestGrant((await findGrantOfEvent(trx, eventId, grantId))!, eventHasEnded(event));
  });
}
