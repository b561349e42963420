import type { SignInMethod } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import { recordAudit } from '../audit/repository';

/** Every sign-in is in the audit log, with how it happened. */
export function auditSignIn(db: DbOrTrx, userId: number, method: SignInMethod): Promise<void> {
  return recordAudit(db, { actorId: userId, action: 'user.sign-in', subjectType: 'user', subjectId: userId, detail: method });
}
