import { personName, ROLES, type AuditEntry } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import { subjectRows } from './repository';

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
  const [events, requirements, versions, companies, users] = await subjectRows(db, ids);

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
    known.set(keyOf('user', row.id), { subjectName: personName(row), subjectLink: profile });
  }
  return (row) => (row.subject_id === null ? NOTHING : (known.get(keyOf(row.subject_type, row.subject_id)) ?? NOTHING));
}
