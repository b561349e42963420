import { readFile } from 'node:fs/promises';
import { beforeAll, expect, it } from 'vitest';
import { ARTWORK_MESSAGES, type ArtworkVersion, PREFLIGHT_TEXTS, type Requirement } from '../../../src/api/contract';
import { describeOnEachDatabase } from '../../test/harness';
import { type Cast, castOf } from '../../test/accounts';
import { corpus } from '../preflight/test-corpus';
import { createRequirement, eventWithExhibitors } from '../../test/artwork';
import { uploadWhole } from '../../test/tus-client';

const { files } = corpus();

describeOnEachDatabase('the file check of an uploaded image, as stored and as reviewers see it', (ctx) => {
  let cast: Cast;
  let poster: Requirement;

  beforeAll(async () => {
    cast = await castOf(ctx);
    const event = await eventWithExhibitors(ctx, cast);
    // 300 × 200 mm + 5 mm bleed: the corpus images' 1240 × 840 pixels give 101 dpi.
    poster = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Poster', widthMm: 300, heightMm: 200 });
  });

  const upload = async (name: string, file: string) => {
    const response = await uploadWhole(ctx, cast.company.token, poster.id, name, await readFile(file));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ArtworkVersion>();
  };
  const asReviewed = async (version: ArtworkVersion) => {
    const response = await ctx.request({ url: `/api/requirement/${poster.id}/versions`, token: cast.organiser.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ versions: ArtworkVersion[] }>().versions.find((candidate) => candidate.id === version.id);
  };

  it('passes an RGBA PNG whose every pixel is opaque: no warning, submitted without acknowledging one', async () => {
    const version = await upload('opaque.png', await files.opaqueRgbaPng());
    expect(version.preflight.outcome).toBe('passed');
    expect(version.preflight.findings.filter((finding) => finding.severity !== 'info')).toEqual([]);
    expect(version.preflight.facts).toMatchObject({ hasAlpha: true, transparent: false });
    const submitted = await ctx.request({ method: 'POST', url: `/api/artwork/version/${version.id}/submit`, token: cast.company.token, body: {} });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json<ArtworkVersion>().warningsAcknowledgedAt).toBeNull();
    // The reviewer reads the report as it was stored, finding for finding.
    expect((await asReviewed(version))?.preflight).toEqual(version.preflight);
  });

  it('warns of a PNG with transparent pixels, and wants the warning acknowledged', async () => {
    const version = await upload('see-through.png', await files.partlyTransparentPng());
    expect(version.preflight.outcome).toBe('warnings');
    expect(version.preflight.findings).toContainEqual({ code: 'alpha', severity: 'warning', message: PREFLIGHT_TEXTS.transparency });
    expect(version.preflight.facts).toMatchObject({ hasAlpha: true, transparent: true });
    const unacknowledged = await ctx.request({ method: 'POST', url: `/api/artwork/version/${version.id}/submit`, token: cast.company.token, body: {} });
    expect(unacknowledged.json().message).toBe(ARTWORK_MESSAGES.warningsNotAcknowledged);
    // Still the company's draft: reviewers see nothing of it until it is submitted.
    expect(await asReviewed(version)).toBeUndefined();
    const acknowledged = await ctx.request({ method: 'POST', url: `/api/artwork/version/${version.id}/submit`, token: cast.company.token, body: { acknowledgeWarnings: true } });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect((await asReviewed(version))?.preflight).toEqual(version.preflight);
  });
});
