import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { createDeflate } from 'node:zlib';
import { cmyk, PDFDict, PDFDocument, PDFName, PDFNumber, PDFString, popGraphicsState, pushGraphicsState, concatTransformationMatrix, drawObject } from 'pdf-lib';
import sharp from 'sharp';
import { GHOSTSCRIPT_PROFILES } from './test-corpus';
import { fixtures, madeOnce } from './test-fixtures';
import { type Fault, ghostscriptPoster, job, PHOTO_MM, photoPixels } from './test-poster';
import type { PrintSpec } from './types';

const run = promisify(execFile);
const MM = 72 / 25.4;

export { HEAVY_PATCH_MM, job, PHOTO_MM, photoPixels } from './test-poster';

/** A small job without bleed, for producers that write no trim box (img2pdf, cairo). */
export const card: PrintSpec = { widthMm: 100, heightMm: 75, bleedMm: 0, minDpi: 150, colourMode: 'CMYK' };

/** A flat ODT of one 100 × 75 mm page (5 mm margins): a line of text and `photo` (PNG) at 40 × 30 mm. */
const libreOfficeCard = (photo: Buffer) => `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.text">
 <office:automatic-styles><style:page-layout style:name="card"><style:page-layout-properties fo:page-width="100mm" fo:page-height="75mm" fo:margin-top="5mm" fo:margin-bottom="5mm" fo:margin-left="5mm" fo:margin-right="5mm"/></style:page-layout></office:automatic-styles>
 <office:master-styles><style:master-page style:name="Standard" style:page-layout-name="card"/></office:master-styles>
 <office:body><office:text><text:p>Stand 42, Nordik Print</text:p><text:p><draw:frame draw:name="photo" text:anchor-type="as-char" svg:width="40mm" svg:height="30mm"><draw:image><office:binary-data>${photo.toString('base64')}</office:binary-data></draw:image></draw:frame></text:p></office:text></office:body>
</office:document>
`;

/**
 * A corpus made at test time by several producers: Ghostscript's pdfwrite from PostScript written
 * here, pdf-lib, img2pdf, cairo (rsvg-convert) and LibreOffice. Clean files of each, one file per fault, and
 * hostile files.
 */
/** The XMP packet a PDF/X-4 carries: its version, in the pdfxid schema. */
const pdfx4Metadata = `<?xpacket begin="\u{feff}" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:pdfxid="http://www.npes.org/pdfx/ns/id/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion><dc:title><rdf:Alt><rdf:li xml:lang="x-default">Poster</rdf:li></rdf:Alt></dc:title>
</rdf:Description></rdf:RDF></x:xmpmeta>
<?xpacket end="w"?>`;

export function faultCorpus() {
  const { at } = fixtures();

  const ghostscript = (name: string, pages: Fault[], options: string[] = []) => ghostscriptPoster(at, name, pages, options);

  /** A CMYK JPEG photo of `ppi` at PHOTO_MM, its density recorded. */
  async function cmykJpeg(name: string, ppi: number) {
    const { width, height } = photoPixels(ppi);
    await sharp({ create: { width, height, channels: 3, background: { r: 120, g: 170, b: 210 } } })
      .toColourspace('cmyk')
      .withDensity(ppi)
      .jpeg({ quality: 90 })
      .toFile(at(name));
    return at(name);
  }

  /** A pdf-lib page of the poster with its boxes, a CMYK background and a CMYK JPEG photo at 160 ppi. */
  async function pdfLibPoster() {
    const document = await PDFDocument.create();
    const [width, height, bleed] = [(job.widthMm + 2 * job.bleedMm) * MM, (job.heightMm + 2 * job.bleedMm) * MM, job.bleedMm * MM];
    const page = document.addPage([width, height]);
    page.setTrimBox(bleed, bleed, width - 2 * bleed, height - 2 * bleed);
    page.setBleedBox(0, 0, width, height);
    page.drawRectangle({ x: 0, y: 0, width, height, color: cmyk(0.1, 0.05, 0, 0) });
    const photo = await document.embedJpg(await readFile(await cmykJpeg('pdf-lib-photo.jpg', 160)));
    page.drawImage(photo, { x: 40 * MM, y: 60 * MM, width: PHOTO_MM.width * MM, height: PHOTO_MM.height * MM });
    page.drawLine({ start: { x: 40 * MM, y: 30 * MM }, end: { x: 360 * MM, y: 30 * MM }, thickness: 1, color: cmyk(0, 0, 0, 1) });
    return document;
  }

  async function save(document: PDFDocument, name: string) {
    await writeFile(at(name), await document.save({ useObjectStreams: false }));
    return at(name);
  }

  /** Zeros, deflated as they stream: a bomb of `bytes` when inflated, a few MB on disk. */
  async function deflatedRepeat(unit: Buffer, bytes: number): Promise<Buffer> {
    const chunk = Buffer.alloc(1024 * 1024, 0).fill(unit);
    const chunks: Buffer[] = [];
    const deflate = createDeflate({ level: 9 });
    deflate.on('data', (data: Buffer) => chunks.push(data));
    await pipeline(
      Readable.from(
        (function* () {
          for (let sent = 0; sent < bytes; sent += chunk.length) yield chunk;
        })(),
      ),
      deflate,
    );
    return Buffer.concat(chunks);
  }

  /** A one-page pdf-lib file whose page draws `xobject` (or runs `content` as its own content stream). */
  async function hostile(name: string, make: (document: PDFDocument) => Promise<void>) {
    const document = await PDFDocument.create();
    await make(document);
    return save(document, name);
  }

  const makers = {
    cleanGhostscript: () => ghostscript('clean-gs', ['none']),
    cleanGhostscriptPages: () => ghostscript('clean-gs-pages', ['none', 'none', 'none']),
    cleanPdfLib: async () => save(await pdfLibPoster(), 'clean-pdf-lib.pdf'),
    /** img2pdf wraps the JPEG unchanged in a page of its size at its density (100 × 75 mm). */
    cleanImg2pdf: async () => {
      await run('img2pdf', [await cmykJpeg('img2pdf-photo.jpg', 160), '-o', at('clean-img2pdf.pdf')]);
      return at('clean-img2pdf.pdf');
    },
    /** cairo, through rsvg-convert: a 100 × 75 mm card of shapes and text (cairo writes RGB and embeds its fonts). */
    cleanCairo: async () => {
      await writeFile(
        at('card.svg'),
        `<svg xmlns="http://www.w3.org/2000/svg" width="100mm" height="75mm" viewBox="0 0 1000 750"><rect width="1000" height="750" fill="#e8f0ff"/><circle cx="700" cy="380" r="200" fill="#3060c0"/><text x="60" y="200" font-family="DejaVu Sans" font-size="90" fill="#202020">Artwork that prints</text><line x1="60" y1="680" x2="940" y2="680" stroke="#000" stroke-width="5"/></svg>`,
      );
      await run('rsvg-convert', ['-f', 'pdf', '-o', at('clean-cairo.pdf'), at('card.svg')]);
      return at('clean-cairo.pdf');
    },
    /**
     * LibreOffice Writer: a 100 × 75 mm card of text in its own font and a 600 × 450 px photo
     * placed at 40 × 30 mm, written as a flat ODT here and exported to PDF headless (it writes RGB,
     * embeds its fonts and brings images down to 300 ppi). Its own profile folder, so runs never meet.
     */
    cleanLibreOffice: async () => {
      const photo = await sharp({ create: { width: 600, height: 450, channels: 3, background: { r: 48, g: 96, b: 192 } } }).png().toBuffer();
      await writeFile(at('card.fodt'), libreOfficeCard(photo));
      await run('soffice', [`-env:UserInstallation=${pathToFileURL(at('libreoffice-profile')).href}`, '--headless', '--convert-to', 'pdf', '--outdir', at(''), at('card.fodt')], { timeout: 120_000 });
      return at('card.pdf');
    },
    fontNotEmbedded: () => ghostscript('font', ['fontNotEmbedded'], ['-dEmbedAllFonts=false']),
    rgbPhoto: () => ghostscript('rgb', ['rgbPhoto']),
    lowPpi: () => ghostscript('low-ppi', ['lowPpi']),
    ink400: () => ghostscript('ink400', ['ink400']),
    spot: () => ghostscript('spot', ['spot']),
    noTrimBox: () => ghostscript('no-trim', ['noTrimBox']),
    hairline: () => ghostscript('hairline', ['hairline']),
    lowPpiOnPage3: () => ghostscript('page3', ['none', 'none', 'lowPpi']),
    /** The clean pdf-lib poster whose /OpenAction runs JavaScript when the file opens. */
    javascript: async () => {
      const document = await pdfLibPoster();
      const action = document.context.obj({ S: PDFName.of('JavaScript'), JS: PDFString.of('app.alert("opened");') });
      document.catalog.set(PDFName.of('OpenAction'), action);
      return save(document, 'javascript.pdf');
    },
    /**
     * The clean pdf-lib poster as a PDF/X-4: the version in the document information and in the
     * XMP metadata, Ghostscript's CMYK profile as the output intent, nothing trapped, and a
     * half-transparent patch, which PDF/X-4 allows (Ghostscript 10.0's pdfwrite writes only PDF/X-3).
     */
    cleanPdfx4: async () => {
      const document = await pdfLibPoster();
      const info = document.context.lookup(document.context.trailerInfo.Info, PDFDict);
      info.set(PDFName.of('GTS_PDFXVersion'), PDFString.of('PDF/X-4'));
      info.set(PDFName.of('Trapped'), PDFName.of('False'));
      const metadata = document.context.stream(pdfx4Metadata, { Type: 'Metadata', Subtype: 'XML' });
      document.catalog.set(PDFName.of('Metadata'), document.context.register(metadata));
      const profile = document.context.flateStream(await readFile(path.join(GHOSTSCRIPT_PROFILES, 'default_cmyk.icc')), { N: 4 });
      const intent = document.context.obj({ Type: 'OutputIntent', S: 'GTS_PDFX', OutputConditionIdentifier: PDFString.of('CGATS TR 001'), RegistryName: PDFString.of('http://www.color.org'), DestOutputProfile: document.context.register(profile) });
      document.catalog.set(PDFName.of('OutputIntents'), document.context.obj([document.context.register(intent)]));
      document.getPage(0).drawRectangle({ x: 300 * MM, y: 200 * MM, width: 40 * MM, height: 40 * MM, color: cmyk(0, 0.5, 0, 0), opacity: 0.5 });
      return save(document, 'clean-pdfx4.pdf');
    },
    /** The clean pdf-lib poster marked PDF/X-1a, with a half-transparent patch PDF/X-1a forbids. */
    transparentPdfx1a: async () => {
      const document = await pdfLibPoster();
      const info = document.context.lookup(document.context.trailerInfo.Info, PDFDict);
      info.set(PDFName.of('GTS_PDFXVersion'), PDFString.of('PDF/X-1a:2001'));
      document.getPage(0).drawRectangle({ x: 300 * MM, y: 200 * MM, width: 40 * MM, height: 40 * MM, color: cmyk(0, 0.5, 0, 0), opacity: 0.5 });
      return save(document, 'transparent-x1a.pdf');
    },
    /** The clean pdf-lib poster with a form field and a link that launches a program. */
    formAndLaunch: async () => {
      const document = await pdfLibPoster();
      document.getForm().createTextField('name').addToPage(document.getPage(0), { x: 50, y: 50, width: 200, height: 30 });
      const launch = document.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [10, 10, 100, 40], A: { S: 'Launch', F: PDFString.of('calc.exe') } });
      document.getPage(0).node.addAnnot(document.context.register(launch));
      return save(document, 'form-launch.pdf');
    },
    /** A 40,000 × 40,000 px grey image (1.6 GB inflated) in under 2 MB: a decompression bomb. */
    bomb: () =>
      hostile('bomb.pdf', async (document) => {
        const side = 40_000;
        const data = await deflatedRepeat(Buffer.from([0]), side * side);
        const image = document.context.register(
          document.context.stream(data, { Type: 'XObject', Subtype: 'Image', Width: side, Height: side, ColorSpace: 'DeviceGray', BitsPerComponent: 8, Filter: 'FlateDecode' }),
        );
        const page = document.addPage([406 * MM, 306 * MM]);
        page.node.setXObject(PDFName.of('Bomb'), image);
        page.pushOperators(pushGraphicsState(), concatTransformationMatrix(406 * MM, 0, 0, 306 * MM, 0, 0), drawObject('Bomb'), popGraphicsState());
      }),
    /** The Ghostscript poster with its photo's compressed data cut to half. */
    truncatedImage: async () => {
      const document = await PDFDocument.load(await readFile(await ghostscript('whole', ['none'])));
      for (const [, object] of document.context.enumerateIndirectObjects()) {
        const dict = (object as { dict?: PDFDict }).dict;
        if (dict?.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
        const raw = object as unknown as { contents: Uint8Array };
        raw.contents = raw.contents.subarray(0, Math.floor(raw.contents.length / 2));
        dict.set(PDFName.of('Length'), PDFNumber.of(raw.contents.length));
      }
      return save(document, 'truncated.pdf');
    },
    /** A page of 5 × 5 m, the most PDF allows (14,400 pt) nearly. */
    hugePage: () =>
      hostile('huge.pdf', async (document) => {
        const page = document.addPage([5000 * MM, 5000 * MM]);
        page.drawRectangle({ x: 0, y: 0, width: 5000 * MM, height: 5000 * MM, color: cmyk(0.2, 0, 0, 0) });
      }),
    /** A content stream of 400 MB of filled rectangles in 1 MB on disk: it never ends in any useful time. */
    endlessContent: () =>
      hostile('endless.pdf', async (document) => {
        const page = document.addPage([406 * MM, 306 * MM]);
        const data = await deflatedRepeat(Buffer.from('0 0 1 1 re f\n'), 400 * 1024 * 1024);
        page.node.set(PDFName.of('Contents'), document.context.register(document.context.stream(data, { Filter: 'FlateDecode' })));
      }),
  };
  return { at, files: madeOnce(makers) };
}
