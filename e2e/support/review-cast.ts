import { expect, type APIRequestContext } from '@playwright/test';
import type { RequirementBodyInput } from '../../src/api/contract/artwork';
import { ROLES } from '../../src/api/contract/roles';
import { createAccount } from './accounts';
import { solidImage, submitVersion, uploadVersion } from './artwork';
import { bearer, createEvent, uniqueTitle } from './events';
import { apiSignIn, createUser } from './users';

type CastOptions = { admin: { firstname: string; lastname: string }; eventLabel: string; booth: string; requirement: RequirementBodyInput };

/** An event run by an organiser, one company exhibiting at `booth` and one requirement, with the company signed in. */
export async function exhibitingCast(request: APIRequestContext, options: CastOptions) {
  const admin = await createUser({ role: ROLES.admin, ...options.admin });
  const adminToken = await apiSignIn(request, admin.email, admin.password);
  const organiser = await createAccount(request, adminToken, 'organiser');
  const event = await createEvent(request, adminToken, { name: uniqueTitle(options.eventLabel), category: 'Primary', allDay: true, start: '2027-05-10', end: '2027-05-12', timeZone: 'Europe/Berlin', organiserIds: [organiser.id] });
  const company = await createAccount(request, adminToken, 'company');
  const { companyName, productCategory, boothSize, contactPerson, email } = company.body;
  const linked = await request.post(`/api/event/${event.id}/exhibitor`, { data: { companyName, productCategory, boothSize, contactPerson, email, booth: options.booth }, headers: bearer(adminToken) });
  expect(linked.ok()).toBe(true);
  const created = await request.post(`/api/event/${event.id}/requirement`, { data: options.requirement, headers: bearer(adminToken) });
  expect(created.status()).toBe(201);
  const requirementId = ((await created.json()) as { id: number }).id;
  const companyToken = await apiSignIn(request, email, company.body.password);
  return { organiser, company, event, requirementId, companyToken };
}

/**
 * Who a review journey needs: an event run by an organiser, one company exhibiting at `booth`, one
 * requirement, and the company's red 1200 × 600 v1 (counter-v1.png) submitted for review.
 */
export async function reviewCast(request: APIRequestContext, options: CastOptions) {
  const { organiser, company, event, requirementId, companyToken } = await exhibitingCast(request, options);
  const v1 = await uploadVersion(request, companyToken, requirementId, 'counter-v1.png', await solidImage(1200, 600, { r: 220, g: 40, b: 40 }));
  await submitVersion(request, companyToken, v1.id);
  return { organiser, company, event, requirementId, companyToken, v1 };
}
