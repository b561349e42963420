import { ROLES, type Role, type SignInSettings } from '../../../src/api/contract';
import type { Db, DbOrTrx } from '../../db/schema';
import { recordAudit } from '../audit/repository';
import { readSetting, writeSetting } from './settings-repository';

const STAFF_LINKS = 'sign-in.staff-links';

/** Staff: those who manage events and people. They keep their passwords; links for them may be turned off. */
export const isStaff = (role: Role) => role === ROLES.admin || role === ROLES.owner || role === ROLES.organizer;

/** Staff may sign in by link unless an admin turned it off. */
export async function signInSettingsOf(db: DbOrTrx): Promise<SignInSettings> {
  return { staffLinks: (await readSetting(db, STAFF_LINKS)) !== false };
}

/** Saves the setting and audits a change of it, in one transaction; saving what it already is records nothing. */
export async function saveSignInSettings(db: Db, settings: SignInSettings, actorId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if ((await signInSettingsOf(trx)).staffLinks === settings.staffLinks) return;
    await writeSetting(trx, STAFF_LINKS, settings.staffLinks);
    await recordAudit(trx, { actorId, action: 'settings.staff-links', subjectType: 'setting', subjectId: null, detail: settings.staffLinks ? 'on' : 'off' });
  });
}

/** Whether this account may have and use sign-in links now. */
export async function linksAllowedFor(db: DbOrTrx, role: Role): Promise<boolean> {
  return !isStaff(role) || (await signInSettingsOf(db)).staffLinks;
}
