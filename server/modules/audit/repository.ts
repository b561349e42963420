import type { AuditQuery } from '../../../src/api/contract';
import { type DbOrTrx, nowIso } from '../../db/schema';

export type AuditAction =
  | 'user.register'
  | 'user.sign-in'
  | 'user.password-reset'
  | 'user.profile-update'
  | AccountAuditAction
  | 'company.invitation-resend'
  | EventAuditAction
  | ArtworkAuditAction
  | EmailTemplateAuditAction
  /** An admin turned sign-in links for staff on or off (detail: on, off). */
  | 'settings.staff-links';

/** Owner/admins, organisers and companies: each change of a profile with its sign-in account. */
export type AccountAuditAction = `${'owner-admin' | 'organiser' | 'company'}.${'create' | 'update' | 'delete'}`;

export type EventAuditAction =
  | 'event.create'
  | 'event.update'
  | 'event.delete'
  | 'event.exhibitor-add'
  | 'event.exhibitor-update'
  | 'event.exhibitor-remove'
  | 'event.exhibitors-import'
  | `event.${'approval-flow-set' | 'approval-flow-remove'}`
  /** A guest reviewer invited to a stage (detail: email → stage), and a guest's access revoked. */
  | `event.${'guest-invite' | 'guest-revoke'}`;

/** Requirements of an event, and the artwork companies upload and submit for them. */
export type ArtworkAuditAction =
  | `requirement.${'create' | 'update' | 'delete' | 'template' | 'approval-flow-set' | 'approval-flow-remove'}`
  | 'artwork.upload'
  | 'artwork.submit'
  | 'artwork.recheck'
  | 'artwork.recheck-report'
  | 'artwork.review'
  | 'artwork.reopen'
  | `artwork.${'checklist-tick' | 'checklist-untick'}`
  | 'artwork.download'
  | 'artwork.remind'
  | 'artwork.extend'
  | 'artwork.extension-remove'
  | `artwork.${'annotate' | 'annotation-reply' | 'annotation-resolve' | 'annotation-reopen'}`;

/** An email template edited, or put back to its default. */
export type EmailTemplateAuditAction = `email-template.${'update' | 'reset'}`;

export interface AuditEntry {
  actorId: number | null;
  action: AuditAction;
  subjectType: 'user' | 'event' | 'requirement' | 'artwork' | 'email-template' | 'company' | 'setting';
  subjectId: number | null;
  /** The decision a review made, the email template changed (a key; see details.ts), the reason an approval was reopened (as written), or a new file check's outcome against the old. */
  detail?: string;
}

/** Written in the same transaction as the change it records. */
export async function recordAudit(db: DbOrTrx, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({ actor_id: entry.actorId, action: entry.action, subject_type: entry.subjectType, subject_id: entry.subjectId, detail: entry.detail ?? null, created_at: nowIso() })
    .execute();
}

/** A page of the audit trail, newest first, with its actors' names, and how many entries the filter keeps. */
export async function auditLogPage(db: DbOrTrx, filter: AuditQuery) {
  const { page, limit, action, actorId, from, to } = filter;
  let query = db.selectFrom('audit_log');
  if (action) query = action.includes('.') ? query.where('audit_log.action', '=', action) : query.where('audit_log.action', 'like', `${action}.%`);
  if (actorId) query = query.where('audit_log.actor_id', '=', actorId);
  if (from) query = query.where('audit_log.created_at', '>=', `${from}T00:00:00.000Z`);
  if (to) query = query.where('audit_log.created_at', '<', new Date(Date.parse(`${to}T00:00:00.000Z`) + 86_400_000).toISOString());
  const { count } = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const rows = await query
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
    .select(['audit_log.id', 'audit_log.action', 'audit_log.actor_id', 'audit_log.subject_type', 'audit_log.subject_id', 'audit_log.detail', 'audit_log.created_at', 'users.firstname', 'users.lastname', 'users.email'])
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return { count, rows };
}

/** Everyone who has done something the audit trail records. */
export function auditActorRows(db: DbOrTrx) {
  return db
    .selectFrom('users')
    .select(['id', 'firstname', 'lastname', 'email'])
    .where('id', 'in', (eb) => eb.selectFrom('audit_log').select('actor_id').distinct().where('actor_id', 'is not', null).$narrowType<{ actor_id: number }>())
    .execute();
}

/** Each subject by kind, named as it is now, from the ids of one page: `ids(kind)`. */
export function subjectRows(db: DbOrTrx, ids: (type: string) => number[]) {
  return Promise.all([
    db.selectFrom('events').select(['id', 'name']).where('id', 'in', ids('event')).execute(),
    db
      .selectFrom('artwork_requirements as r')
      .innerJoin('events as e', 'e.id', 'r.event_id')
      .select(['r.id', 'r.name', 'r.event_id', 'e.name as event'])
      .where('r.id', 'in', ids('requirement'))
      .execute(),
    db
      .selectFrom('artwork_versions as v')
      .innerJoin('artwork_requirements as r', 'r.id', 'v.requirement_id')
      .innerJoin('exhibiting_companies as c', 'c.id', 'v.company_id')
      .select(['v.id', 'v.submission', 'r.name as requirement', 'c.company_name'])
      .where('v.id', 'in', ids('artwork'))
      .execute(),
    db.selectFrom('exhibiting_companies').select(['id', 'company_name']).where('id', 'in', ids('company')).execute(),
    db
      .selectFrom('users as u')
      .leftJoin('owner_admins as o', 'o.user_id', 'u.id')
      .leftJoin('event_organisers as g', 'g.user_id', 'u.id')
      .leftJoin('exhibiting_companies as c', 'c.user_id', 'u.id')
      .select(['u.id', 'u.firstname', 'u.lastname', 'u.role', 'o.id as owner_admin_id', 'g.id as organiser_id', 'c.id as company_id'])
      .where('u.id', 'in', ids('user'))
      .execute(),
  ]);
}
