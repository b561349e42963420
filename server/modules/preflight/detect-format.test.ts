import { appendFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectFormat } from './index';
import { fixtures } from './test-fixtures';

const { at, image, pdf, text } = fixtures();

describe('what a file is, by its bytes', () => {
  it('knows the six formats, whatever the name says', async () => {
    expect(await detectFormat(await image('a.jpg.php', 30, 20))).toEqual({ format: 'png', mime: 'image/png' });
    expect(await detectFormat(await image('b.png', 30, 20, { format: 'jpeg' }))).toEqual({ format: 'jpg', mime: 'image/jpeg' });
    expect(await detectFormat(await image('c', 30, 20, { format: 'webp' }))).toEqual({ format: 'webp', mime: 'image/webp' });
    expect(await detectFormat(await image('d.svg', 30, 20, { format: 'tiff' }))).toEqual({ format: 'tiff', mime: 'image/tiff' });
    expect(await detectFormat(await pdf('e.png', [[100, 100]]))).toEqual({ format: 'pdf', mime: 'application/pdf' });
    const svg = '<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"/>';
    expect(await detectFormat(await text('f.txt', svg))).toEqual({ format: 'svg', mime: 'image/svg+xml' });
  });

  it('refuses an HTML page named .png, and text that only mentions <svg> later on', async () => {
    expect(await detectFormat(await text('page.png', '<!doctype html><html><body><script>alert(1)</script></body></html>'))).toBeNull();
    expect(await detectFormat(await text('inline.svg', '<html><body><svg xmlns="http://www.w3.org/2000/svg"/></body></html>'))).toBeNull();
    expect(await detectFormat(await text('svgz.svg', '<svgx/>'))).toBeNull();
    expect(await detectFormat(await text('empty.png', ''))).toBeNull();
  });

  it('refuses other formats with magic bytes of their own: a GIF, a ZIP, an executable', async () => {
    await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).gif().toFile(at('anim.png'));
    expect(await detectFormat(at('anim.png'))).toBeNull();
    await writeFile(at('archive.jpg'), Buffer.concat([Buffer.from('PK\u0003\u0004\u0014\u0000\u0000\u0000\u0008\u0000', 'latin1'), Buffer.alloc(40)]));
    expect(await detectFormat(at('archive.jpg'))).toBeNull();
    await writeFile(at('program.png'), Buffer.concat([Buffer.from('\u007fELF\u0002\u0001\u0001', 'latin1'), Buffer.alloc(60)]));
    expect(await detectFormat(at('program.png'))).toBeNull();
  });

  it('reads a JPEG with HTML appended as the JPEG it starts as (it is only ever served as an attachment)', async () => {
    const file = await image('polyglot.jpg', 30, 20, { format: 'jpeg' });
    await appendFile(file, '<html><script>alert(1)</script></html>');
    expect(await detectFormat(file)).toEqual({ format: 'jpg', mime: 'image/jpeg' });
  });
});
