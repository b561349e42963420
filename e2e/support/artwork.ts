import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { ArtworkVersion, RequirementBodyInput } from '../../src/api/contract/artwork';
import { bearer } from './events';
import { e2eEnv } from './env';

/** A requirement a 1200 × 600 PNG passes: a 200 × 100 mm counter front, PNG only, no bleed, any resolution, due in 20 days. */
export const COUNTER_FRONT: RequirementBodyInput = {
  name: 'Counter front',
  required: true,
  formats: ['png'],
  widthMm: 200,
  heightMm: 100,
  bleedMm: 0,
  minDpi: null,
  colourMode: null,
  maxBytes: 20 * 1024 * 1024,
  deadline: new Date(Date.now() + 20 * 24 * 60 * 60 * 1000).toISOString(),
  appliesTo: 'all',
};

/** A requirement's entry on the company's checklist. */
export const checklistItem = (page: Page, name: string): Locator => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** A plain-coloured image, as an exhibitor's artwork. */
export const solidImage = (width: number, height: number, colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();

/**
 * A counter's artwork, 220 × 120 mm at 10 px a millimetre: a pale ground, a band along the top, and
 * a dark 30 mm logo whose top-left corner is `logoX`, `logoY` mm from the file's.
 */
export const counterArtwork = (logoX: number, logoY = 40) => {
  const shapes = `<svg xmlns="http://www.w3.org/2000/svg" width="2200" height="1200" viewBox="0 0 220 120">
    <rect width="220" height="120" fill="#eef3f8"/><rect x="0" y="0" width="220" height="15" fill="#2a6"/>
    <rect x="${logoX}" y="${logoY}" width="30" height="30" rx="3" fill="#1d2b53"/><circle cx="${logoX + 15}" cy="${logoY + 15}" r="8" fill="#fc0"/></svg>`;
  return sharp(Buffer.from(shapes)).png().toBuffer();
};

/**
 * Uploads a file through the tus endpoint as the company holding `token` (in one PATCH) and answers
 * the version it became, once its file check (a job the upload queued) is done.
 */
export async function uploadVersion(request: APIRequestContext, token: string, requirementId: number, filename: string, bytes: Buffer): Promise<ArtworkVersion> {
  const tus = { 'Tus-Resumable': '1.0.0', ...bearer(token) };
  const metadata = `requirementId ${Buffer.from(String(requirementId)).toString('base64')},filename ${Buffer.from(filename).toString('base64')}`;
  const begun = await request.post('/api/uploads', { headers: { ...tus, 'Upload-Length': String(bytes.length), 'Upload-Metadata': metadata } });
  expect(begun.status()).toBe(201);
  const url = new URL(begun.headers().location!, e2eEnv().baseUrl).href;
  const sent = await request.patch(url, { headers: { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' }, data: bytes });
  // The last PATCH answers with the version the file became, its check queued.
  expect(sent.status()).toBe(200);
  const { id } = (await sent.json()) as ArtworkVersion;
  const checked = async () => ((await (await request.get(`/api/artwork/version/${id}`, { headers: bearer(token) })).json()) as ArtworkVersion);
  await expect.poll(async () => (await checked()).check.state, { timeout: 60_000 }).toBe('done');
  return checked();
}

/** Submits a version for review as its company. */
export async function submitVersion(request: APIRequestContext, token: string, versionId: number): Promise<void> {
  const submitted = await request.post(`/api/artwork/version/${versionId}/submit`, { data: { acknowledgeWarnings: true }, headers: bearer(token) });
  expect(submitted.status()).toBe(200);
}
