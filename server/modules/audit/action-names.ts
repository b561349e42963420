import type { AuditActionName } from '../../../src/api/contract';
import type { AuditAction } from './repository';

/**
 * Every action the server records has its words on the audit screen (AUDIT_ACTION_NAMES): an
 * action added to AuditAction without them fails the type check here.
 */
export const EVERY_ACTION_NAMED: [AuditAction] extends [AuditActionName] ? true : never = true;
