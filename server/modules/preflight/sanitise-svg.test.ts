import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { FINDING_MESSAGES, FINDING_WORDS, formatBytes, PREFLIGHT_TEXTS } from '../../../src/api/contract';
import { findingText } from '../../../src/api/contract/i18n/finding-text';
import { findingValuesIn } from '../../../src/api/contract/i18n/lists';
import { translate } from '../../../src/api/contract/i18n/translate';
import { sanitiseSvg } from './index';
import { SVG_MAX_BYTES, SVG_MAX_ELEMENTS } from './svg-dom';
import { fixtures, SVG_OPEN } from './test-fixtures';

const { at, text } = fixtures();

async function refusedFor(name: string, body: string) {
  const file = await text(name, body);
  const result = await sanitiseSvg(file);
  if (result.ok) throw new Error(`${name} was accepted`);
  // A refused file is left as it came: nothing is written.
  expect(await readFile(file, 'utf8')).toBe(body);
  return result.reasons;
}

describe('SVG safety', () => {
  it('refuses scripts, event handlers and embedded HTML, each with its reason', async () => {
    expect(await refusedFor('script.svg', `${SVG_OPEN}<script>alert(1)</script></svg>`)).toEqual(['script']);
    expect(await refusedFor('onload.svg', `${SVG_OPEN.replace('<svg', '<svg onload="alert(1)"')}</svg>`)).toEqual(['handlers']);
    expect(await refusedFor('onclick.svg', `${SVG_OPEN}<rect width="1" height="1" onclick="alert(1)"/></svg>`)).toEqual(['handlers']);
    expect(await refusedFor('foreign.svg', `${SVG_OPEN}<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject></svg>`)).toEqual(['foreignObject']);
    expect(await refusedFor('all.svg', `${SVG_OPEN}<script>alert(1)</script><g onmouseover="x()"/></svg>`)).toEqual(['script', 'handlers']);
  });

  it('refuses entities before parsing, internal or external', async () => {
    const external = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${SVG_OPEN}<text>&x;</text></svg>`;
    expect(await refusedFor('external-entity.svg', external)).toEqual(['entities']);
    const laughs = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;">]>${SVG_OPEN}<text>&b;</text></svg>`;
    expect(await refusedFor('laughs.svg', laughs)).toEqual(['entities']);
  });

  it('refuses references outside the file: links, images, CSS imports and url()s', async () => {
    const outside = [
      `${SVG_OPEN}<image xlink:href="https://example.com/a.png" width="10" height="10"/></svg>`,
      `${SVG_OPEN}<image href="file:///etc/passwd" width="10" height="10"/></svg>`,
      `${SVG_OPEN}<use href="other.svg#logo"/></svg>`,
      `${SVG_OPEN}<a xlink:href="javascript:alert(1)"><rect width="1" height="1"/></a></svg>`,
      `${SVG_OPEN}<image href="data:image/svg+xml;base64,PHN2Zy8+" width="10" height="10"/></svg>`,
      `${SVG_OPEN}<style>@import url(https://example.com/x.css);</style></svg>`,
      `${SVG_OPEN}<style>rect { fill: url(https://example.com/p.svg#g) }</style></svg>`,
      `${SVG_OPEN}<rect width="1" height="1" style="fill: url('http://example.com/x')"/></svg>`,
      `${SVG_OPEN}<rect width="1" height="1" filter="url(//example.com/f.svg#f)"/></svg>`,
      `${SVG_OPEN}<rect width="1" height="1" style="fill: \\75 rl(http://example.com/x)"/></svg>`,
      `${SVG_OPEN}<rect width="1" height="1" fill="url(upload-of-another-company#x)"/></svg>`,
    ];
    for (const [index, body] of outside.entries()) expect(await refusedFor(`outside-${index}.svg`, body), body).toEqual(['external']);
  });

  it('refuses a file that is not well-formed, or too large or too complex to read', async () => {
    expect(await refusedFor('broken.svg', `${SVG_OPEN}<g></svg>`)).toEqual(['unparsable']);
    expect(await refusedFor('html.svg', '<svg><p>not svg</p></html>')).toEqual(['unparsable']);
    expect(await refusedFor('many.svg', `${SVG_OPEN}${'<g/>'.repeat(SVG_MAX_ELEMENTS)}</svg>`)).toEqual(['tooManyElements']);
    await writeFile(at('huge.svg'), `${SVG_OPEN}<desc>${'x'.repeat(SVG_MAX_BYTES)}</desc></svg>`);
    const huge = await sanitiseSvg(at('huge.svg'));
    expect(huge).toEqual({ ok: false, reasons: ['tooLarge'], refusal: FINDING_WORDS.svgRefused(['tooLarge'], { bytes: SVG_MAX_BYTES, elements: SVG_MAX_ELEMENTS }) });
    // Each reader reads the refusal in their language, the limit written their way.
    expect(findingText(FINDING_WORDS.svgRefused(['tooLarge', 'script'], { bytes: SVG_MAX_BYTES, elements: SVG_MAX_ELEMENTS }))).toBe(
      `This SVG cannot be accepted. It is larger than ${formatBytes(SVG_MAX_BYTES)}, the most an SVG may be. It contains scripts.`,
    );
    if (huge.ok) return;
    expect(translate('fr', FINDING_MESSAGES.svgRefused, findingValuesIn('fr', huge.refusal))).toContain(formatBytes(SVG_MAX_BYTES, 'fr'));
  });

  it('keeps a clean SVG whole: internal references, reused shapes, embedded images, styles, text', async () => {
    const body = `${SVG_OPEN}<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient><symbol id="s"><circle r="5"/></symbol></defs><style>.a &gt; rect { fill: url(#g) }</style><rect width="300" height="200" fill="url(#g)"/><use xlink:href="#s"/><use href="#s" x="20"/><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/><text x="1" y="20">Acme\u00a0&amp; Co</text></svg>`;
    const file = await text('clean.svg', body);
    expect(await sanitiseSvg(file)).toEqual({ ok: true, removed: [] });
    const cleaned = await readFile(file, 'utf8');
    for (const kept of ['<linearGradient id="g">', '<use xlink:href="#s"/>', '<use href="#s" x="20"/>', 'data:image/png;base64', 'fill="url(#g)"', 'Acme\u00a0&amp; Co', '.a &gt; rect']) expect(cleaned).toContain(kept);
    // Written as XML: a non-breaking space is a character, not the HTML entity &nbsp; no XML parser knows.
    expect(cleaned).not.toContain('&nbsp;');
    expect(cleaned.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg ')).toBe(true);
  });

  it('keeps the styles an editor writes in CDATA sections', async () => {
    const body = `${SVG_OPEN}<defs><style type="text/css"><![CDATA[ .st0 { fill: #c33 } g > .st0 { stroke: none } ]]></style></defs><rect class="st0" width="300" height="200"/></svg>`;
    const file = await text('cdata.svg', body);
    expect(await sanitiseSvg(file)).toEqual({ ok: true, removed: [] });
    expect(await readFile(file, 'utf8')).toContain('<style type="text/css"> .st0 { fill: #c33 } g &gt; .st0 { stroke: none } </style>');
  });

  it('removes an editor’s leftovers and says what went', async () => {
    const body = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with an editor -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 300 200">
<sodipodi:namedview id="view" pagecolor="#ffffff"/><g inkscape:label="Layer 1"><rect width="300" height="200"/><animate attributeName="x" to="10"/></g></svg>`;
    const file = await text('editor.svg', body);
    const result = await sanitiseSvg(file);
    expect(result).toEqual({ ok: true, removed: expect.arrayContaining([PREFLIGHT_TEXTS.svgRemovedElement('sodipodi:namedview'), PREFLIGHT_TEXTS.svgRemovedAttribute('inkscape:label'), PREFLIGHT_TEXTS.svgRemovedElement('animate')]) });
    const cleaned = await readFile(file, 'utf8');
    expect(cleaned).not.toMatch(/sodipodi:namedview|inkscape:label|<animate/);
    expect(cleaned).toContain('<rect width="300" height="200"/>');
  });
});
