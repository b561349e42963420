import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { APPROVALS_NAME, CHECKSUMS_NAME, MANIFEST_NAME, MISSING_NAME, proofReportEntryName, ROLES } from '../../../src/api/contract';
import { nowIso } from '../../db/schema';
import { describeOnEachDatabase } from '../../test/harness';
import { accountOf, castOf } from '../../test/accounts';
import { readZip } from '../../test/zip';
import { createRequirement, submitArtwork } from '../../test/artwork';
import { eventInput } from '../../test/events';

/** Names that reduce to the same ASCII, or to nothing at all. */
const COMPANY_NAMES = ['Café Print', 'Cafe Print', 'Cafe-Print', 'CAFE PRINT', '東京印刷', '大阪印刷'];

describeOnEachDatabase('the printer’s ZIP entry names', (ctx) => {
  it('gives every approved file its own entry and manifest row, whatever the company names reduce to', async () => {
    const cast = await castOf(ctx);
    const event = (await ctx.request({ method: 'POST', url: '/api/event', token: cast.organiser.token, body: eventInput({ name: 'Name Fair' }) })).json<{ id: number }>();
    const companies = [];
    for (const [index, name] of COMPANY_NAMES.entries()) {
      const company = await accountOf(ctx, ROLES.exhibitor, `print${index}`);
      await ctx.db.updateTable('exhibiting_companies').set({ company_name: name }).where('id', '=', company.profileId!).execute();
      const now = nowIso();
      await ctx.db.insertInto('event_exhibitors').values({ event_id: event.id, company_id: company.profileId!, booth: null, status: 'Active', created_at: now, updated_at: now }).execute();
      companies.push(company);
    }
    const logo = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Logo', formats: ['png'], widthMm: 300, heightMm: 200 });
    const hashes = new Set<string>();
    for (const [index, company] of companies.entries()) {
      const bytes = await sharp({ create: { width: 1300, height: 881, channels: 3, background: { r: index * 40, g: 90, b: 200 } } }).png().toBuffer();
      const version = await submitArtwork(ctx, company, logo, bytes);
      const approved = await ctx.request({ method: 'POST', url: `/api/artwork/version/${version.id}/review`, token: cast.organiser.token, body: { decision: 'approved' } });
      expect(approved.statusCode, approved.body).toBe(201);
      hashes.add(version.sha256);
    }

    const response = await ctx.request({ url: `/api/event/${event.id}/approved.zip`, token: cast.organiser.token });
    expect(response.statusCode).toBe(200);
    const entries = await readZip(response.rawPayload);
    const names = [...entries.keys()].filter((name) => name !== MANIFEST_NAME && name !== MISSING_NAME && name !== CHECKSUMS_NAME && name !== APPROVALS_NAME);
    const files = names.filter((name) => name.endsWith('.png'));
    expect(files).toHaveLength(COMPANY_NAMES.length);
    // Each file has its proof report beside it, under a name of its own.
    expect([...names].sort()).toEqual([...files, ...files.map(proofReportEntryName)].sort());
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(2 * COMPANY_NAMES.length);
    expect(new Set(files.map((name) => name.toLowerCase())).size).toBe(COMPANY_NAMES.length);
    expect(new Set(files.map((name) => createHash('sha256').update(entries.get(name)!).digest('hex')))).toEqual(hashes);
    const rows = entries.get(MANIFEST_NAME)!.toString('utf8').trim().split('\r\n').slice(1);
    expect(rows.map((row) => row.split(',')[0]).sort()).toEqual([...files].sort());
  });
});
