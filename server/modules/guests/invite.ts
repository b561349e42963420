import { APPROVAL_FLOW_MESSAGES, type FlowBody, GUEST_PATHS, personName, ROLES, SIGN_IN_LINK_HOURS, type StageInput } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/repository';
import type { Actor } from '../events/actor';
import { queueEmails } from '../mail/queue';
import { findUserByEmail, findUserById, insertUser } from '../users/repository';
import { findGrant, insertGrant, renewGrant } from './repository';

/** A stage's reviewer once its guest is an account: staff or guest, each by user id. */
export interface ResolvedReviewer {
  kind: 'staff' | 'guest';
  userId: number;
}
export type ResolvedStage = Omit<StageInput, 'reviewers'> & { reviewers: ResolvedReviewer[] };

/**
 * The flow's stages with each guest's email made an account: the guest account it already has, or
 * a new one (role guest, no password; it signs in by its emailed links), speaking the language of
 * the organiser who names it (a guest has no profile to choose one). An email that is a full
 * account's is refused: staff are named as staff, and a company is no reviewer.
 */
export async function resolveGuests(db: DbOrTrx, actor: Actor, body: FlowBody): Promise<ResolvedStage[]> {
  const accounts = new Map<string, number>();
  const language = (await findUserById(db, actor.user.id))?.language;
  for (const [index, stage] of body.stages.entries()) {
    for (const reviewer of stage.reviewers) {
      if (reviewer.kind !== 'guest' || accounts.has(reviewer.email)) continue;
      const existing = await findUserByEmail(db, reviewer.email);
      if (existing && existing.role !== ROLES.guest) {
        throw new AppError('invalidRequest', { message: APPROVAL_FLOW_MESSAGES.guestIsAccount, errors: { [`stages.${index}.reviewers`]: APPROVAL_FLOW_MESSAGES.guestIsAccount } });
      }
      const account = existing ?? (await insertUser(db, { firstname: reviewer.email, lastname: '', email: reviewer.email, password_hash: null, role: ROLES.guest, status: 'Active', ...(language ? { language } : {}) }));
      accounts.set(reviewer.email, account.id);
    }
  }
  return body.stages.map((stage) => ({
    ...stage,
    reviewers: stage.reviewers.map((reviewer) => (reviewer.kind === 'staff' ? reviewer : { kind: 'guest' as const, userId: accounts.get(reviewer.email)! })),
  }));
}

/**
 * Grants each guest the stage that names it, on `db` (the transaction that saves the flow): a guest
 * new to the stage, or whose access to it was revoked, is invited by email (queued with the change)
 * with its personal sign-in link to its list of versions, and the invitation is audited. A guest who
 * already holds the stage hears nothing again.
 */
export async function grantStages(db: DbOrTrx, actor: Actor, event: { id: number; name: string }, stages: readonly StageInput[], resolved: readonly ResolvedStage[]): Promise<void> {
  for (const [index, stage] of resolved.entries()) {
    for (const [position, reviewer] of stage.reviewers.entries()) {
      const input = stages[index]!.reviewers[position]!;
      if (reviewer.kind !== 'guest' || input.kind !== 'guest') continue;
      const grant = await findGrant(db, event.id, reviewer.userId, stage.name);
      if (grant && grant.revoked_at === null) continue;
      if (grant) await renewGrant(db, grant.id, actor.user.id);
      else await insertGrant(db, { eventId: event.id, userId: reviewer.userId, stageName: stage.name, invitedBy: actor.user.id });
      await queueEmails(db, [
        {
          template: 'guest-invitation',
          to: input.email,
          userId: reviewer.userId,
          values: { eventName: event.name, stageName: stage.name, inviterName: personName(actor.user), validHours: String(SIGN_IN_LINK_HOURS) },
          link: { signInPath: GUEST_PATHS.reviews },
        },
      ]);
      await recordAudit(db, { actorId: actor.user.id, action: 'event.guest-invite', subjectType: 'event', subjectId: event.id, detail: `${input.email} → ${stage.name}` });
    }
  }
}
