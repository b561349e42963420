import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  COMPANY_TEXTS,
  eventOrganiser,
  exhibitingCompany,
  ORGANISER_TEXTS,
  OWNER_ADMIN_TEXTS,
  ownerAdmin,
  type Permission,
  ROLES,
  type Role,
} from '../../src/api/contract';
import type { ProfileTable } from '../modules/accounts/profile-repository';
import { resetTokenFrom, type SmtpCapture } from './smtp';

/** The three kinds of account as their tests see them: paths, a valid body, and who may manage them. */
export interface TestKind {
  name: string;
  table: ProfileTable;
  /** The first part of its audit actions. */
  audit: string;
  role: Role;
  permission: Permission;
  /** Who may manage this kind, as the product states it (not read from the permissions table). */
  managers: readonly Role[];
  listPath: string;
  itemPath: string;
  listKey: string;
  entity: typeof ownerAdmin | typeof eventOrganiser | typeof exhibitingCompany;
  deleted: string;
  /** Made without a password, with an emailed invitation to set one (organisers): the body has none. */
  invited: boolean;
  /** A valid create body; every call a new email. */
  body(overrides?: Record<string, unknown>): Record<string, unknown>;
  /** The required fields besides the account's own, with their messages. */
  required: Record<string, string>;
}

const invitedPerson = () => ({
  firstname: 'Nia',
  lastname: 'Okafor',
  email: `nia.${randomBytes(4).toString('hex')}@example.com`,
  status: 'Active',
});
const person = () => ({ ...invitedPerson(), password: 'a long enough secret' });

/** The password an invited account sets through its invitation in the tests. */
export const INVITED_PASSWORD = 'a password set through the invitation';

/**
 * The password the account made from `body` signs in with: the body's, or for an invited kind one
 * set first through the link its invitation email carried (`setPassword` posts the reset-password body).
 */
export async function signInPasswordOf(
  kind: TestKind,
  body: Record<string, unknown>,
  smtp: SmtpCapture,
  setPassword: (reset: { token: string; newPassword: string }) => Promise<unknown>,
): Promise<string> {
  if (!kind.invited) return String(body.password);
  const token = resetTokenFrom(await smtp.next(String(body.email)));
  await setPassword({ token, newPassword: INVITED_PASSWORD });
  return INVITED_PASSWORD;
}

export const KINDS: TestKind[] = [
  {
    name: 'owner/admins',
    table: 'owner_admins',
    audit: 'owner-admin',
    role: ROLES.owner,
    permission: 'manageOwnerAdmins',
    managers: [ROLES.admin],
    listPath: '/api/owner-admins',
    itemPath: '/api/owner-admin',
    listKey: 'ownerAdmins',
    entity: ownerAdmin,
    deleted: OWNER_ADMIN_TEXTS.deleted,
    invited: false,
    body: (overrides = {}) => ({ ...person(), permissions: '"events", "reports"', ...overrides }),
    required: { permissions: ACCOUNT_MESSAGES.permissionsRequired },
  },
  {
    name: 'event organisers',
    table: 'event_organisers',
    audit: 'organiser',
    role: ROLES.organizer,
    permission: 'manageOrganisers',
    managers: [ROLES.admin, ROLES.owner],
    listPath: '/api/event-organisers',
    itemPath: '/api/event-organiser',
    listKey: 'eventOrganisers',
    entity: eventOrganiser,
    deleted: ORGANISER_TEXTS.deleted,
    invited: true,
    body: (overrides = {}) => ({
      ...invitedPerson(),
      phone: '+44 20 7946 0000',
      role: ROLES.organizer,
      jobTitle: 'Show Director',
      companyName: 'Fairground Events',
      companyAddress: '1 Expo Way, Leeds',
      additionalContactEmail: 'office@fairground.example',
      ...overrides,
    }),
    required: { phone: ACCOUNT_MESSAGES.phoneRequired, jobTitle: ACCOUNT_MESSAGES.jobTitleRequired, companyName: ACCOUNT_MESSAGES.companyNameRequired },
  },
  {
    name: 'exhibiting companies',
    table: 'exhibiting_companies',
    audit: 'company',
    role: ROLES.exhibitor,
    permission: 'manageCompanies',
    managers: [ROLES.admin, ROLES.owner],
    listPath: '/api/exhibiting-companies',
    itemPath: '/api/exhibiting-company',
    listKey: 'exhibitingCompanies',
    entity: exhibitingCompany,
    deleted: COMPANY_TEXTS.deleted,
    invited: false,
    body: (overrides = {}) => ({
      ...person(),
      companyName: 'Brightsign Displays',
      productCategory: 'Signage',
      boothSize: '6x3',
      contactPerson: 'Nia Okafor',
      ...overrides,
    }),
    required: {
      companyName: ACCOUNT_MESSAGES.companyNameRequired,
      productCategory: ACCOUNT_MESSAGES.productCategoryRequired,
      boothSize: ACCOUNT_MESSAGES.boothSizeRequired,
      contactPerson: ACCOUNT_MESSAGES.contactPersonRequired,
    },
  },
];
