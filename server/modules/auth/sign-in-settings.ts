import { ROLES, type Role, type SignInSettings } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import { readSetting, writeSetting } from './settings-repository';

const STAFF_LINKS = 'sign-in.staff-links';

/** Staff: those who manage events and people. They keep their passwords; links for them may be turned off. */
export const isStaff = (role: Role) => role === ROLES.admin || role === ROLES.owner || role === ROLES.organizer;

/** Staff may sign in by link unless an admin turned it off. */
export async function signInSettingsOf(db: DbOrTrx): Promise<SignInSettings> {
  return { staffLinks: (await readSetting(db, STAFF_LINKS)) !== false };
}

export async function saveSignInSettings(db: DbOrTrx, settings: SignInSettings): Promise<void> {
  await writeSetting(db, STAFF_LINKS, settings.staffLinks);
}

/** Whether this account may have and use sign-in links now. */
export async function linksAllowedFor(db: DbOrTrx, role: Role): Promise<boolean> {
  return !isStaff(role) || (await signInSettingsOf(db)).staffLinks;
}
