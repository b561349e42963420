import type { APIRequestContext } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { ROLES } from '../../src/api/contract/roles';
import { uniqueEmail } from './env';

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
  return { id: ((await response.json()) as { id: number }).id, body };
}
