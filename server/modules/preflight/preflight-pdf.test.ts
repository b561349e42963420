import { randomBytes } from 'node:crypto';
import { stat, writeFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { FINDING_WORDS, PREFLIGHT_TEXTS } from '../../../src/api/contract';
import { preflight } from './index';
import { banner, fixtures } from './test-fixtures';
import { worded } from '../../../src/api/contract/i18n/finding-text';

const { at, pdf, encryptedPdf, text } = fixtures();

const flagged = (report: { findings: { code: string; severity: string }[] }) => report.findings.filter((f) => f.severity !== 'info').map((f) => `${f.severity}:${f.code}`);

describe('the preflight of a PDF', () => {
  it('passes a one-page PDF of the printed size with bleed, and has no dpi to speak of', async () => {
    const exact = await preflight(await pdf('exact.pdf', [[3010, 2010]], { trim: [3000, 2000] }), 'pdf', banner);
    expect(exact).toEqual({
      outcome: 'passed',
      findings: [{ code: 'page', severity: 'info', ...worded(FINDING_WORDS.pdfPage({ width: 3010, height: 2010 }, { width: 3000, height: 2000 }, null)) }],
      facts: { pageCount: 1, pageWidthMm: 3010, pageHeightMm: 2010 },
    });
  });

  it('passes a trim box of the finished size inside a page with the bleed round it', async () => {
    expect(flagged(await preflight(await pdf('boxes.pdf', [[3050, 2050]], { trim: [3000, 2000], bleed: [3010, 2010] }), 'pdf', banner))).toEqual([]);
    expect(flagged(await preflight(await pdf('marks.pdf', [[3050, 2050]], { trim: [3000, 2000] }), 'pdf', banner))).toEqual([]);
  });

  it('reads a page turned by 90° as it is shown', async () => {
    const turned = await preflight(await pdf('turned.pdf', [[2010, 3010]], { rotate: 90, trim: [2000, 3000] }), 'pdf', banner);
    expect(turned).toMatchObject({ outcome: 'passed', facts: { pageWidthMm: 3010, pageHeightMm: 2010 } });
  });

  it('warns of a trim box missing, when there is bleed to cut off', async () => {
    const noTrim = await preflight(await pdf('notrim.pdf', [[3010, 2010]]), 'pdf', banner);
    expect(noTrim.findings).toContainEqual({ code: 'trimbox', severity: 'warning', ...worded(FINDING_WORDS.pdfNoTrimBox([1])), page: 1 });
    expect(flagged(noTrim)).toEqual(['warning:trimbox']);
    // Without bleed a page of the finished size is its own trim.
    expect(flagged(await preflight(await pdf('nobleed-job.pdf', [[3000, 2000]]), 'pdf', { ...banner, bleedMm: 0 }))).toEqual([]);
  });

  it('checks every page: more pages than expected, pages of another size, a page without bleed and the right proportions at another size', async () => {
    const pages = await preflight(await pdf('pages.pdf', [[3010, 2010], [3010, 2010], [100, 100]], { trim: [3000, 2000] }), 'pdf', banner);
    expect(pages.facts.pageCount).toBe(3);
    expect(pages.findings).toContainEqual({ code: 'pages', severity: 'warning', ...worded(FINDING_WORDS.pdfPageCount(3, 1)) });
    expect(pages.findings).toContainEqual({ code: 'trimbox', severity: 'warning', ...worded(FINDING_WORDS.pdfNoTrimBox([2, 3])), page: 2 });
    expect(pages.findings).toContainEqual({ code: 'pagesizes', severity: 'error', ...worded(FINDING_WORDS.pdfPageSizes([2], { width: 3010, height: 2010 }, { width: 3000, height: 2000 })), page: 2 });
    expect(pages.findings).toContainEqual({ code: 'pagesizes', severity: 'error', ...worded(FINDING_WORDS.pdfPageSizes([3], { width: 100, height: 100 }, { width: 3000, height: 2000 })), page: 3 });
    expect(flagged(pages)).toEqual(['warning:pages', 'warning:trimbox', 'error:pagesizes', 'error:pagesizes']);
    const three = await preflight(await pdf('three.pdf', [[3010, 2010], [3010, 2010], [3010, 2010]]), 'pdf', { ...banner, bleedMm: 5, pagesExpected: 2 });
    expect(three.findings).toContainEqual({ code: 'pages', severity: 'error', ...worded(FINDING_WORDS.pdfPageCount(3, 2)) });
    const noBleed = await preflight(await pdf('nobleed.pdf', [[3000, 2000]]), 'pdf', banner);
    expect(noBleed.findings).toContainEqual({ code: 'bleed', severity: 'warning', ...worded(FINDING_WORDS.pdfNoBleed(5)) });
    const toScale = await preflight(await pdf('scale.pdf', [[301, 201]]), 'pdf', banner);
    expect(toScale.findings).toContainEqual({ code: 'size', severity: 'warning', ...worded(FINDING_WORDS.pdfSizeOff({ width: 301, height: 201 }, { width: 3010, height: 2010 })) });
  });

  it('refuses a page of other proportions', async () => {
    const a4 = await preflight(await pdf('a4.pdf', [[210, 297]]), 'pdf', banner);
    expect(a4.outcome).toBe('errors');
    expect(a4.findings).toContainEqual({ code: 'aspect', severity: 'error', ...worded(FINDING_WORDS.aspectOff('0.71:1', '3:2')) });
  });

  it('refuses a password-protected PDF and one that cannot be read, never throws', async () => {
    expect(await preflight(await encryptedPdf('locked.pdf'), 'pdf', banner)).toEqual({
      outcome: 'errors',
      findings: [{ code: 'encrypted', severity: 'error', message: PREFLIGHT_TEXTS.pdfEncrypted }],
      facts: {},
    });
    const unreadable = { outcome: 'errors', findings: [{ code: 'unreadable', severity: 'error', message: PREFLIGHT_TEXTS.unreadable }], facts: {} };
    expect(await preflight(await text('garbage.pdf', '%PDF-1.7 not really'), 'pdf', banner)).toEqual(unreadable);
    expect(await preflight(at('missing.pdf'), 'pdf', banner)).toEqual(unreadable);
  });

  it('reads a large PDF in the readers’ processes, not this one, and names the file it carries', async () => {
    const document = await PDFDocument.create();
    document.addPage([(3000 / 25.4) * 72, (2000 / 25.4) * 72]);
    document.addPage([100, 100]);
    const large = 40 * 1024 * 1024;
    await document.attach(randomBytes(large), 'padding.bin', { mimeType: 'application/octet-stream' });
    await writeFile(at('large.pdf'), await document.save({ useObjectStreams: false }));
    expect((await stat(at('large.pdf'))).size).toBeGreaterThan(large);
    const report = await preflight(at('large.pdf'), 'pdf', banner);
    expect(report.facts).toEqual({ pageCount: 2, pageWidthMm: 3000, pageHeightMm: 2000 });
    expect(report.findings).toContainEqual({ code: 'active', severity: 'error', ...worded(FINDING_WORDS.activeContent('embeddedFiles')) });
    expect(flagged(report)).toEqual(['warning:pages', 'warning:bleed', 'warning:trimbox', 'error:pagesizes', 'error:active']);
  });
});
