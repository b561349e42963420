import type { APIRequestContext } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { ROLES } from '../../src/api/contract/roles';
import { uniqueEmail } from './env';
import { setPasswordLinkFrom, waitForMail } from './mailbox';

/** Account kinds as the journeys create them through the API, with a fresh email each time. */
export const ACCOUNT_BODIES = {
  ownerAdmin: (fields: Record<string, string> = {}) => ({
    firstname: 'Olive',
    lastname: `Admin${randomBytes(2).toString('hex')}`,
    email: uniqueEmail('owner-admin'),
    password: 'Owner-Admin-Pass-1',
    permissions: '"events", "reports"',
    status: 'Active',
    ...fields,
  }),
  // An organiser is made without a password; createAccount sets this one through the invitation.
  organiser: (fields: Record<string, string> = {}) => ({
    firstname: 'Oscar',
    lastname: `Org${randomBytes(2).toString('hex')}`,
    email: uniqueEmail('organiser'),
    password: 'Organiser-Pass-1',
    phone: '+44 20 7946 0000',
    role: ROLES.organizer,
    jobTitle: 'Show Director',
    companyName: 'Fairground Events',
    status: 'Active',
    ...fields,
  }),
  company: (fields: Record<string, string> = {}) => ({
    firstname: 'Esme',
    lastname: `Co${randomBytes(2).toString('hex')}`,
    email: uniqueEmail('company'),
    password: 'Company-Pass-123',
    companyName: `Brightsign ${randomBytes(2).toString('hex')}`,
    productCategory: 'Signage',
    boothSize: '6x3',
    contactPerson: 'Esme Co',
    status: 'Active',
    ...fields,
  }),
};

const PATHS = { ownerAdmin: '/api/owner-admin', organiser: '/api/event-organiser', company: '/api/exhibiting-company' } as const;

/** Creates an account of a kind through the API as the holder of `token`; answers the created entity. */
export async function createAccount<K extends keyof typeof ACCOUNT_BODIES>(
  request: APIRequestContext,
  token: string,
  kind: K,
  fields: Record<string, string> = {},
): Promise<{ id: number; body: ReturnType<(typeof ACCOUNT_BODIES)[K]> }> {
  const body = ACCOUNT_BODIES[kind](fields) as ReturnType<(typeof ACCOUNT_BODIES)[K]>;
  const response = await request.post(PATHS[kind], { data: body, headers: { authorization: `Bearer ${token}` } });
  if (response.status() !== 201) throw new Error(`Creating a ${kind} failed: ${response.status()} ${await response.text()}`);
  if (kind === 'organiser') await acceptInvitation(request, body.email, body.password);
  return { id: ((await response.json()) as { id: number }).id, body };
}

/** What an invited organiser does: opens the emailed link and sets their password. */
export async function acceptInvitation(request: APIRequestContext, email: string, password: string): Promise<void> {
  const token = new URL(setPasswordLinkFrom(await waitForMail(email))).searchParams.get('token');
  const response = await request.post('/api/auth/reset-password', { data: { token, newPassword: password } });
  if (!response.ok()) throw new Error(`Setting ${email}'s password through the invitation failed: ${response.status()} ${await response.text()}`);
}
