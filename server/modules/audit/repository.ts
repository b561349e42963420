import { type DbOrTrx, nowIso } from '../../db/schema';

export type AuditAction =
  | 'user.register'
  | 'user.password-reset'
  | 'user.profile-update'
  | AccountAuditAction
  | 'company.invitation-resend'
  | EventAuditAction
  | ArtworkAuditAction
  | EmailTemplateAuditAction;

/** Owner/admins, organisers and companies: each change of a profile with its sign-in account. */
export type AccountAuditAction = `${'owner-admin' | 'organiser' | 'company'}.${'create' | 'update' | 'delete'}`;

export type EventAuditAction =
  | 'event.create'
  | 'event.update'
  | 'event.delete'
  | 'event.exhibitor-add'
  | 'event.exhibitor-update'
  | 'event.exhibitor-remove'
  | 'event.exhibitors-import';

/** Requirements of an event, and the artwork companies upload and submit for them. */
export type ArtworkAuditAction =
  | `requirement.${'create' | 'update' | 'delete' | 'template'}`
  | 'artwork.upload'
  | 'artwork.submit'
  | 'artwork.review'
  | 'artwork.reopen'
  | 'artwork.download'
  | 'artwork.remind'
  | 'artwork.extend'
  | 'artwork.extension-remove'
  | `artwork.${'annotate' | 'annotation-resolve' | 'annotation-reopen'}`;

/** An email template edited, or put back to its default. */
export type EmailTemplateAuditAction = `email-template.${'update' | 'reset'}`;

export interface AuditEntry {
  actorId: number | null;
  action: AuditAction;
  subjectType: 'user' | 'event' | 'requirement' | 'artwork' | 'email-template' | 'company';
  subjectId: number | null;
}

/** Written in the same transaction as the change it records. */
export async function recordAudit(db: DbOrTrx, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({ actor_id: entry.actorId, action: entry.action, subject_type: entry.subjectType, subject_id: entry.subjectId, created_at: nowIso() })
    .execute();
}
