import { ROLES, type AuditEntry } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';

export type AuditSubject = Pick<AuditEntry, 'subjectName' | 'subjectLink'>;

const NOTHING: AuditSubject = { subjectName: null, subjectLink: null };

/** "event:12": one subject as a map key. */
const keyOf = (type: string, id: number) => `${type}:${id}`;

/**
 * What each entry's subject is called now and which page shows it: one query per kind of subject
 * on the page (at most a page of ids each). A subject deleted since has neither.
 */
export async function subjectsOf(db: DbOrTrx, rows: readonly { subject_type: string; subject_id: number | null }[]): Promise<(row: { subject_type: string; subject_id: number | null }) => AuditSubject> {
  const ids = (type: string) => [0, ...new Set(rows.flatMap((row) => (row.subject_type === type && row.subject_id !== null ? [row.subject_id] : [])))];
  const [events, requirements, versions, companies, users] = await Promise.all([
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

  const known = new Map<string, AuditSubject>();
  for (const row of events) known.set(keyOf('event', row.id), { subjectName: row.name, subjectLink: { page: 'eventDetails', id: row.id } });
  for (const row of requirements) known.set(keyOf('requirement', row.id), { subjectName: `${row.name} · ${row.event}`, subjectLink: { page: 'eventDetails', id: row.event_id } });
  // A draft is the company's own: named so, with no review page to open.
  for (const row of versions) {
    const name = `${row.company_name} · ${row.requirement} ${row.submission === null ? 'draft' : `v${row.submission}`}`;
    known.set(keyOf('artwork', row.id), { subjectName: name, subjectLink: row.submission === null ? null : { page: 'review', id: row.id } });
  }
  for (const row of companies) known.set(keyOf('company', row.id), { subjectName: row.company_name, subjectLink: { page: 'companyView', id: row.id } });
  for (const row of users) {
    const profile =
      row.role === ROLES.owner && row.owner_admin_id !== null
        ? ({ page: 'ownerAdminView', id: row.owner_admin_id } as const)
        : row.role === ROLES.organizer && row.organiser_id !== null
          ? ({ page: 'organiserView', id: row.organiser_id } as const)
          : row.role === ROLES.exhibitor && row.company_id !== null
            ? ({ page: 'companyView', id: row.company_id } as const)
            : null;
    known.set(keyOf('user', row.id), { subjectName: `${row.firstname} ${row.lastname}`, subjectLink: profile });
  }
  return (row) => (row.subject_id === null ? NOTHING : (known.get(keyOf(row.subject_type, row.subject_id)) ?? NOTHING));
}
