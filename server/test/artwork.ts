import { expect } from 'vitest';
import type { ArtworkVersion, Event, Requirement } from '../../src/api/contract';
import type { TestContext } from './harness';
import type { Cast, RoleAccount } from './accounts';
import { eventInput } from './events';
import { uploadWhole } from './tus-client';

/** A valid requirement body: a 3 × 2 m banner, PNG or PDF, 100 dpi, deadline in `days`. */
export function requirementInput(overrides: Record<string, unknown> = {}, days = 7) {
  return {
    name: 'Booth banner',
    description: 'Hangs above the stand.',
    formats: ['png', 'pdf'],
    widthMm: 3000,
    heightMm: 2000,
    bleedMm: 5,
    minDpi: 100,
    colourMode: 'RGB',
    maxBytes: 10 * 1024 * 1024,
    deadline: new Date(Date.now() + days * 86_400_000).toISOString(),
    ...overrides,
  };
}

/** An event of the cast's organiser with both cast companies exhibiting; `overrides` of its fields (its time zone, say). */
export async function eventWithExhibitors(ctx: TestContext, cast: Cast, name = 'Print Fair', overrides: Record<string, unknown> = {}): Promise<Event> {
  const created = await ctx.request({ method: 'POST', url: '/api/event', token: cast.organiser.token, body: eventInput({ name, ...overrides }) });
  expect(created.statusCode, created.body).toBe(201);
  const event = created.json<Event>();
  const now = new Date().toISOString();
  await ctx.db
    .insertInto('event_exhibitors')
    .values([cast.company, cast.otherCompany].map((company) => ({ event_id: event.id, company_id: company.profileId!, booth: 'A1', status: 'Active' as const, created_at: now, updated_at: now })))
    .execute();
  return event;
}

export async function createRequirement(ctx: TestContext, token: string, eventId: number, overrides: Record<string, unknown> = {}): Promise<Requirement> {
  const response = await ctx.request({ method: 'POST', url: `/api/event/${eventId}/requirement`, token, body: requirementInput(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Requirement>();
}

/** A company uploads `bytes` (a file that passes the requirement's checks) and submits it: the version. */
export async function submitArtwork(ctx: TestContext, company: RoleAccount, requirement: Requirement, bytes: Buffer, filename = 'art.png'): Promise<ArtworkVersion> {
  const version = (await uploadWhole(ctx, company.token, requirement.id, filename, bytes)).json<ArtworkVersion>();
  const response = await ctx.request({ method: 'POST', url: `/api/artwork/version/${version.id}/submit`, token: company.token, body: {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ArtworkVersion>();
}

/** Sends `content` as a requirement's template file, as a browser's form would. */
export function uploadTemplate(ctx: TestContext, token: string, requirementId: number, content: string, name: string) {
  const boundary = 'x-template-boundary';
  const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n${content}\r\n--${boundary}--\r\n`;
  return ctx.request({ method: 'PUT', url: `/api/requirement/${requirementId}/template`, token, body: payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

/**
 * The upload numbers the server gave these finished uploads, in order: each is stored under its
 * own. They answer as drafts (no version number for reviewers until submitted).
 */
export async function uploadNumbersOf(ctx: TestContext, finished: readonly { json: <T>() => T }[]): Promise<number[]> {
  const versions = finished.map((response) => response.json<ArtworkVersion>());
  expect(versions.map((version) => version.version)).toEqual(versions.map(() => null));
  const rows = await ctx.db.selectFrom('artwork_versions').select('version').where('id', 'in', versions.map((version) => version.id)).orderBy('version').execute();
  return rows.map((row) => row.version);
}
