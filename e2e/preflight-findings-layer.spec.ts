import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ARTWORK_TEXTS, FINDINGS_LAYER_TEXTS as T, PAGE_TITLES, REVIEW_TEXTS } from '../src/api/contract/texts';
import { FINDING_MARK_COLOUR, placedFindings } from '../src/api/contract/preflight';
import type { RequirementBodyInput } from '../src/api/contract/artwork';
import { PROOF_CANVAS_TEXTS } from '../src/routes/shared/proofing/canvas/proof-canvas-texts';
import { submitVersion, uploadVersion } from './support/artwork';
import { axeProblems } from './support/axe';
import { bearer } from './support/events';
import { exhibitingCast } from './support/review-cast';
import { pageHeading, saveScreen } from './support/ui';
import { signedInContext } from './support/users';
import { english } from './support/english';
import { versionValue } from '../src/api/contract/texts/artwork';

const run = promisify(execFile);
const MM = 72 / 25.4;

/** A CMYK stand wall of 400 × 300 mm with 3 mm bleed, PDF only. */
const requirement: RequirementBodyInput = {
  name: 'Stand wall',
  required: true,
  formats: ['pdf'],
  widthMm: 400,
  heightMm: 300,
  bleedMm: 3,
  minDpi: null,
  colourMode: 'CMYK',
  maxBytes: 20 * 1024 * 1024,
  deadline: new Date(Date.now() + 20 * 24 * 60 * 60 * 1000).toISOString(),
  appliesTo: 'all',
};

/**
 * Two pages of the wall as PostScript, made into a PDF by Ghostscript as a prepress export: page 1
 * with a 0.05 pt hairline, page 2 with an RGB photo in this CMYK job. Both are warnings, so the
 * company can submit it; each has a place.
 */
async function faultyPdf(dir: string): Promise<Buffer> {
  const [width, height, bleed] = [406 * MM, 306 * MM, 3 * MM];
  const boxes = `<< /PageSize [${width} ${height}] >> setpagedevice [ /TrimBox [${bleed} ${bleed} ${width - bleed} ${height - bleed}] /BleedBox [0 0 ${width} ${height}] /PAGE pdfmark 0.1 0.05 0 0 setcmykcolor 0 0 ${width} ${height} rectfill`;
  const row = Buffer.alloc(200 * 3, 0x80);
  const ps = [
    '%!PS',
    boxes,
    `0 0 0 1 setcmykcolor 0.05 setlinewidth ${40 * MM} ${30 * MM} moveto ${360 * MM} ${30 * MM} lineto stroke`,
    'showpage',
    boxes,
    `gsave ${200 * MM} ${120 * MM} translate ${150 * MM} ${100 * MM} scale /DeviceRGB setcolorspace /row <${row.toString('hex')}> def`,
    `<< /ImageType 1 /Width 200 /Height 133 /BitsPerComponent 8 /Decode [0 1 0 1 0 1] /ImageMatrix [200 0 0 -133 0 133] /DataSource { row } >> image grestore`,
    'showpage',
  ].join('\n');
  await writeFile(join(dir, 'wall.ps'), ps);
  await run('gs', ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-sDEVICE=pdfwrite', '-dPDFSETTINGS=/prepress', `-sOutputFile=${join(dir, 'wall.pdf')}`, join(dir, 'wall.ps')]);
  return readFile(join(dir, 'wall.pdf'));
}

/** The marks the findings' layer draws on the canvas, by their numbers. */
const marks = (scope: Page | Locator) => scope.locator('[data-layer="findings"] [data-finding]');

/** The file check's findings shown where they are, on the reviewer's and the company's canvas. */
test.describe('Findings on the artwork', () => {
  test('a reviewer opening a faulty PDF sees F1 on the canvas, lists, hides and goes to each finding', async ({ browser, request }, testInfo) => {
    test.slow();
    const dir = await mkdtemp(join(tmpdir(), 'findings-layer-'));
    const { organiser, company, requirementId, companyToken } = await exhibitingCast(request, { admin: { firstname: 'Fay', lastname: 'Layer' }, eventLabel: 'Findings Fair', booth: 'F1', requirement });
    const version = await uploadVersion(request, companyToken, requirementId, 'wall.pdf', await faultyPdf(dir));
    await rm(dir, { recursive: true, force: true });
    const placed = placedFindings(version.preflight.findings);
    expect(placed.map(({ finding, place }) => [finding.code, place.page])).toEqual([
      ['hairline', 1],
      ['imagecolour', 2],
    ]);
    await submitVersion(request, companyToken, version.id);
    await expect.poll(async () => ((await (await request.get(`/api/artwork/version/${version.id}/tiles`, { headers: bearer(companyToken) })).json()) as { status: string }).status, { timeout: 60_000 }).toBe('ready');

    const context = await signedInContext(browser, request, organiser.body, { viewport: { width: 1280, height: 1000 } });
    const reviewer = await context.newPage();
    await reviewer.goto(`/review/${version.id}`);
    await expect(pageHeading(reviewer, PAGE_TITLES.review)).toBeVisible();
    const title = english(REVIEW_TEXTS.versionTitle, { version: 1, name: 'wall.pdf' });
    await expect(reviewer.getByRole('img', { name: english(ARTWORK_TEXTS.thumbnailAlt, { name: title }) })).toHaveClass(/openseadragon-canvas/);
    const list = reviewer.getByRole('list', { name: english(T.listLabel, { count: 2 }) });
    const toggle = reviewer.getByRole('button', { name: english(T.toggle, { count: 2 }) });
    const zoom = reviewer.getByRole('toolbar', { name: english(ARTWORK_TEXTS.thumbnailAlt, { name: title }) }).getByRole('status');

    await test.step('F1 is drawn on page 1 in the findings’ own colour, and listed beside under the same number', async () => {
      await expect(marks(reviewer)).toHaveText([T.findingLabel(1)]);
      const colour = await marks(reviewer).first().evaluate((mark) => getComputedStyle(mark).backgroundColor);
      const [r, g, b] = [1, 3, 5].map((at) => parseInt(FINDING_MARK_COLOUR.slice(at, at + 2), 16));
      expect(colour).toBe(`rgb(${r}, ${g}, ${b})`);
      await expect(list.getByRole('button')).toHaveCount(2);
      await expect(list.getByRole('button', { name: T.findingName(1, placed[0]!.finding.message, 1), exact: true })).toContainText(T.findingLabel(1));
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(await axeProblems(reviewer)).toEqual([]);
      await saveScreen(reviewer, 'findings-layer-review', testInfo);
    });

    await test.step('the switch hides the layer and shows it again', async () => {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect(marks(reviewer)).toHaveCount(0);
      await toggle.click();
      await expect(marks(reviewer)).toHaveText([T.findingLabel(1)]);
    });

    await test.step('choosing F1 by keyboard zooms the view to the hairline', async () => {
      const before = await zoom.textContent();
      await list.getByRole('button', { name: T.findingName(1, placed[0]!.finding.message, 1), exact: true }).focus();
      await reviewer.keyboard.press('Enter');
      await expect(zoom).not.toHaveText(before ?? '');
      await expect(reviewer.locator('.openseadragon-container')).toBeInViewport();
      const stage = (await reviewer.locator('.openseadragon-container').boundingBox())!;
      await expect.poll(async () => {
        const mark = (await marks(reviewer).first().boundingBox())!;
        return mark.x >= stage.x && mark.x <= stage.x + stage.width && mark.y >= stage.y && mark.y <= stage.y + stage.height;
      }).toBe(true);
      await saveScreen(reviewer, 'findings-layer-review-f1', testInfo);
    });

    await test.step('choosing F2 opens page 2 and shows the RGB photo', async () => {
      await list.getByRole('button', { name: T.findingName(2, placed[1]!.finding.message, 2), exact: true }).click();
      await expect(reviewer.getByRole('button', { name: english(PROOF_CANVAS_TEXTS.pageThumb, { page: 2, pages: 2 }) })).toHaveAttribute('aria-current', 'page');
      await expect(marks(reviewer)).toHaveText([T.findingLabel(2)]);
      await expect(list.getByRole('button', { name: T.findingName(2, placed[1]!.finding.message, 2), exact: true })).toHaveAttribute('aria-current', 'true');
    });

    await test.step('the company sees the same F1 on its canvas', async () => {
      const companyContext = await signedInContext(browser, request, company.body, { viewport: { width: 1280, height: 1000 } });
      const home = await companyContext.newPage();
      await home.goto('/');
      await expect(home.getByRole('img', { name: english(ARTWORK_TEXTS.thumbnailAlt, { name: english(ARTWORK_TEXTS.latestFile, { version: versionValue(1), name: 'wall.pdf' }) }) })).toHaveClass(/openseadragon-canvas/);
      await expect(marks(home)).toHaveText([T.findingLabel(1)]);
      await expect(home.getByRole('list', { name: english(T.listLabel, { count: 2 }) }).getByRole('button')).toHaveCount(2);
      await home.locator('.openseadragon-container').scrollIntoViewIfNeeded();
      await saveScreen(home, 'findings-layer-company', testInfo);
      await companyContext.close();
    });
    await context.close();
  });
});
