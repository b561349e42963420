import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { FINDING_WORDS, PREFLIGHT_TEXTS } from '../../../src/api/contract';
import { preflight } from './index';
import { SVG_MAX_BYTES, SVG_MAX_ELEMENTS } from './svg-dom';
import { banner, fixtures } from './test-fixtures';
import { worded } from '../../../src/api/contract/i18n/finding-text';

const { at, text } = fixtures();
const svg = (attributes: string, body = '') => `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${body}</svg>`;

describe('the preflight of an SVG', () => {
  it('passes a drawing of the printed proportions with bleed, and has no dpi to speak of', async () => {
    expect(await preflight(await text('mm.svg', svg('width="3010mm" height="2010mm"')), 'svg', banner)).toEqual({ outcome: 'passed', findings: [], facts: {} });
    expect((await preflight(await text('box.svg', svg('viewBox="0 0 301 201"')), 'svg', banner)).outcome).toBe('passed');
    // Percentages say nothing of proportions: the viewBox does.
    expect((await preflight(await text('percent.svg', svg('width="100%" height="100%" viewBox="0 0 301 201"')), 'svg', banner)).outcome).toBe('passed');
    // Units may differ between the two sides.
    expect((await preflight(await text('units.svg', svg('width="301cm" height="2010mm"')), 'svg', banner)).outcome).toBe('passed');
  });

  it('flags other proportions, and a drawing with no size at all', async () => {
    const square = await preflight(await text('square.svg', svg('viewBox="0 0 100 100"')), 'svg', banner);
    expect(square.findings).toEqual([{ code: 'aspect', severity: 'error', ...worded(FINDING_WORDS.aspectOff('1:1', '3:2')) }]);
    expect((await preflight(await text('nosize.svg', svg('')), 'svg', banner)).findings).toEqual([{ code: 'size', severity: 'warning', message: PREFLIGHT_TEXTS.svgNoSize }]);
  });

  it('warns of text not converted to outlines', async () => {
    const report = await preflight(await text('text.svg', svg('viewBox="0 0 3010 2010"', '<text x="10" y="10">Acme</text>')), 'svg', banner);
    expect(report).toEqual({ outcome: 'warnings', findings: [{ code: 'text', severity: 'warning', message: PREFLIGHT_TEXTS.svgText }], facts: {} });
  });

  it('says an unreadable or oversized SVG is so, never throws', async () => {
    const unreadable = [{ code: 'unreadable', severity: 'error', message: PREFLIGHT_TEXTS.unreadable }];
    expect((await preflight(await text('broken.svg', '<svg xmlns="http://www.w3.org/2000/svg"><g>'), 'svg', banner)).findings).toEqual(unreadable);
    expect((await preflight(at('missing.svg'), 'svg', banner)).findings).toEqual(unreadable);
    await writeFile(at('huge.svg'), svg('viewBox="0 0 301 201"', `<desc>${'x'.repeat(SVG_MAX_BYTES)}</desc>`));
    expect((await preflight(at('huge.svg'), 'svg', banner)).findings).toEqual([{ code: 'size', severity: 'error', ...worded(FINDING_WORDS.svgTooLargeToCheck(SVG_MAX_BYTES)) }]);
    const many = await text('many.svg', svg('viewBox="0 0 301 201"', '<g/>'.repeat(SVG_MAX_ELEMENTS)));
    expect((await preflight(many, 'svg', banner)).findings).toEqual([{ code: 'size', severity: 'error', ...worded(FINDING_WORDS.svgTooComplexToCheck(SVG_MAX_ELEMENTS)) }]);
    const entity = await text('entity.svg', `<!DOCTYPE svg [<!ENTITY a "b">]>${svg('viewBox="0 0 301 201"', '<text>&a;</text>')}`);
    expect((await preflight(entity, 'svg', banner)).findings).toEqual(unreadable);
  });
});
