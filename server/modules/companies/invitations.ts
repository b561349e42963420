import { INVITATION_MESSAGES, type InvitationStatus } from '../../../src/api/contract';
import type { Db, DbOrTrx } from '../../db/schema';
import type { OutboxRow } from '../../db/tables/outbox';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/repository';
import { companyRepository } from './repository';
import { queueInvitations } from './invitation';
import type { TemplateValues } from '../mail/email';
import { latestOutboxRows } from '../mail/repository';

const INVITATION = 'invitation';

async function companyOf(db: DbOrTrx, companyId: number) {
  const [company] = await companyRepository.load(db, [companyId]);
  if (!company) throw new AppError('notFound', { message: INVITATION_MESSAGES.companyNotFound });
  return company;
}

function statusOf(row: OutboxRow | undefined, passwordSet: boolean): InvitationStatus {
  if (!row) return { status: 'none', at: null, attempts: 0, error: null, canResend: false };
  const failing = row.status === 'retrying' || row.status === 'failed';
  return { status: row.status, at: row.attempted_at ?? row.created_at, attempts: row.attempts, error: failing ? row.error : null, canResend: !passwordSet };
}

/** How the company's latest invitation email went. */
export async function invitationOf(db: DbOrTrx, companyId: number): Promise<InvitationStatus> {
  const company = await companyOf(db, companyId);
  const [row] = await latestOutboxRows(db, INVITATION, [company.User.id]);
  return statusOf(row, !company.User.invited);
}

/**
 * A new invitation, with a fresh link (the older unused ones stop working when it is sent), for
 * the event of the last one; refused once the company has set its own password.
 */
export async function resendInvitation(db: Db, actorId: number, companyId: number): Promise<InvitationStatus> {
  return db.transaction().execute(async (trx) => {
    const company = await companyOf(trx, companyId);
    const userId = company.User.id;
    const [last] = await latestOutboxRows(trx, INVITATION, [userId]);
    if (!last) throw new AppError('conflict', { message: INVITATION_MESSAGES.noInvitation });
    if (!company.User.invited) throw new AppError('conflict', { message: INVITATION_MESSAGES.passwordSet });
    const { values } = JSON.parse(last.template_values ?? '{}') as TemplateValues;
    const invitee = { userId, email: company.User.email, firstname: company.User.firstname, companyName: company.companyName };
    await queueInvitations(trx, [invitee], values.eventName ?? '');
    await recordAudit(trx, { actorId, action: 'company.invitation-resend', subjectType: 'user', subjectId: userId });
    return invitationOf(trx, companyId);
  });
}
