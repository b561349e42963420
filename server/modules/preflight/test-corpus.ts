import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, PDFName, PDFNumber } from 'pdf-lib';
import sharp from 'sharp';
import { type Corners, pageBoxes } from './pdf-boxes';
import { fixtures, madeOnce } from './test-fixtures';

/** A decompression bomb's bytes, for the areas that take files the check has refused. */
export { bombBytes } from './test-fixtures';

const run = promisify(execFile);

/** The size of every image in the corpus: 1240 × 840 pixels is 101 dpi at 310 × 210 mm (the poster with bleed). */
export const CORPUS_SIZE = { width: 1240, height: 840 } as const;
const RED = { r: 200, g: 40, b: 40 };

/** Ghostscript's own ICC profiles, as Debian installs them with it (libgs-common). */
export const GHOSTSCRIPT_PROFILES = '/usr/share/color/icc/ghostscript';

/**
 * ImageMagick's two commands: version 7's `magick`, or version 6 by the names Debian gives it
 * (convert-im6.q16 first, since a plain `convert` on the path may be something else).
 */
const IMAGEMAGICK = [
  { convert: ['magick'], identify: ['magick', 'identify'] },
  { convert: ['convert-im6.q16'], identify: ['identify-im6.q16'] },
  { convert: ['convert'], identify: ['identify'] },
];

let found: Promise<(typeof IMAGEMAGICK)[number]> | undefined;
async function findImageMagick() {
  for (const candidate of IMAGEMAGICK) {
    const [command = '', ...rest] = candidate.convert;
    const version = await run(command, [...rest, '-version']).catch(() => null);
    if (version?.stdout.includes('ImageMagick')) return candidate;
  }
  throw new Error('ImageMagick is not installed (apt-get install imagemagick).');
}
const imageMagick = () => (found ??= findImageMagick());

async function convert(...args: string[]) {
  const [command = '', ...rest] = (await imageMagick()).convert;
  await run(command, [...rest, ...args]);
}

/** What ImageMagick's identify reads from a file's first image: the reading of a print tool. */
export async function identify(file: string) {
  const [command = '', ...rest] = (await imageMagick()).identify;
  const format = '%w|%h|%[colorspace]|%z|%[opaque]|%[orientation]|%[profile:icc]';
  const { stdout } = await run(command, [...rest, '-format', format, `${file}[0]`]);
  const [width, height, colourspace, depth, opaque, orientation, profile] = stdout.split('|');
  return { width: Number(width), height: Number(height), colourspace, depth: Number(depth), opaque: opaque?.toLowerCase() === 'true', orientation, profile: profile || undefined };
}

const points = (mm: number) => (mm / 25.4) * 72;

/** The first page's boxes as poppler's pdfinfo prints them (already defaulted and cut to the media box): the reading the check's own is held to. */
export async function boxesByPdfinfo(file: string) {
  const { stdout } = await run('pdfinfo', ['-f', '1', '-l', '1', '-box', file]);
  const rotation = Number(/^Page\s+1 rot:\s+(-?\d+)/m.exec(stdout)?.[1] ?? 0);
  const box = (name: string): Corners | undefined => {
    const found = new RegExp(`^Page\\s+1 ${name}:\\s+(-?[\\d.]+)\\s+(-?[\\d.]+)\\s+(-?[\\d.]+)\\s+(-?[\\d.]+)`, 'm').exec(stdout);
    return found ? (found.slice(1).map(Number) as unknown as Corners) : undefined;
  };
  const { page, trim, bleed } = pageBoxes({ media: box('MediaBox')!, crop: box('CropBox'), trim: box('TrimBox'), bleed: box('BleedBox') }, rotation);
  return { size: page, trim, bleed };
}

/**
 * Real files as the tools that make artwork write them, made at test time in a temporary folder:
 * by sharp and pdf-lib where they can make the file, by ImageMagick (a CMYK JPEG with an ICC
 * profile, a multi-page TIFF) and Ghostscript (a PDF/X) where only they can.
 */
export function corpus() {
  const { at } = fixtures();
  const { width, height } = CORPUS_SIZE;
  const solid = (channels: 3 | 4, alpha = 1) => sharp({ create: { width, height, channels, background: { ...RED, alpha } } });

  /** RGBA pixels: opaque, except a transparent band and a half-transparent band on the right. */
  function partlyTransparentPixels() {
    const pixels = Buffer.alloc(width * height * 4);
    for (let index = 0; index < width * height; index += 1) {
      const x = index % width;
      pixels.set([RED.r, RED.g, RED.b, x < width - 200 ? 255 : x < width - 100 ? 128 : 0], index * 4);
    }
    return sharp(pixels, { raw: { width, height, channels: 4 } });
  }

  const heavyPatch = () => [
    '-size', `${width}x${height}`, 'xc:cmyk(40,20,0,0)', '-colorspace', 'cmyk',
    '(', '-size', '100x100', 'xc:cmyk(255,255,255,255)', ')', '-geometry', '+800+200', '-composite', '-depth', '8', '-alpha', 'off',
  ];
  const makers = {
    /** An RGBA PNG whose every pixel is opaque: an alpha channel, nothing transparent. */
    opaqueRgbaPng: async () => (await solid(4).png().toFile(at('opaque-rgba.png')), at('opaque-rgba.png')),
    partlyTransparentPng: async () => (await partlyTransparentPixels().png().toFile(at('partly-transparent.png')), at('partly-transparent.png')),
    rgb16Png: async () => (await solid(3).toColourspace('rgb16').png().toFile(at('rgb16.png')), at('rgb16.png')),
    /** RGBA at 16 bits per sample, opaque (65535) but for one pixel at 65534: a finding 8-bit alpha would miss. */
    almostOpaque16Png: async () => {
      await convert('-size', `${width}x${height}`, 'xc:#C8C828282828FFFF', '-alpha', 'set', '-channel', 'A', '-fx', 'i==600&&j==400 ? 65534/65535 : 1', '+channel', `PNG64:${at('almost-opaque16.png')}`);
      return at('almost-opaque16.png');
    },
    /** Greyscale with an alpha channel, 16 bits per sample, opaque everywhere (alpha 65535). */
    greyAlpha16Png: async () => (await solid(4).toColourspace('grey16').png().toFile(at('grey-alpha16.png')), at('grey-alpha16.png')),
    greyPng: async () => (await solid(3).toColourspace('b-w').png().toFile(at('grey.png')), at('grey.png')),
    palettePng: async () => (await solid(3).png({ palette: true }).toFile(at('palette.png')), at('palette.png')),
    /** A palette PNG some of whose colours are transparent (a tRNS chunk). */
    transparentPalettePng: async () => (await partlyTransparentPixels().png({ palette: true }).toFile(at('palette-transparent.png')), at('palette-transparent.png')),
    progressiveJpeg: async () => (await solid(3).jpeg({ progressive: true }).toFile(at('progressive.jpg')), at('progressive.jpg')),
    /** A photo stored on its side (840 × 1240) that its EXIF orientation 6 turns 90° clockwise. */
    exifRotatedJpeg: async () => (await sharp({ create: { width: height, height: width, channels: 3, background: RED } }).jpeg().withMetadata({ orientation: 6 }).toFile(at('rotated.jpg')), at('rotated.jpg')),
    /** Converted from sRGB to CMYK through Ghostscript's SWOP profile, which stays embedded. */
    cmykJpeg: async () => {
      await convert('-size', `${width}x${height}`, `xc:rgb(${RED.r},${RED.g},${RED.b})`, '-profile', path.join(GHOSTSCRIPT_PROFILES, 'srgb.icc'), '-profile', path.join(GHOSTSCRIPT_PROFILES, 'default_cmyk.icc'), '-quality', '90', at('cmyk.jpg'));
      return at('cmyk.jpg');
    },
    /** CMYK TIFF and JPEG of a light tint with a 400 % patch of 100 × 100 px whose top left is at (800, 200). */
    cmykTiff400: async () => (await convert(...heavyPatch(), '-compress', 'lzw', at('cmyk400.tif')), at('cmyk400.tif')),
    cmykJpeg400: async () => (await convert(...heavyPatch(), '-quality', '95', at('cmyk400.jpg')), at('cmyk400.jpg')),
    multiPageTiff: async () => {
      await convert('-size', `${width}x${height}`, 'xc:red', 'xc:green', 'xc:blue', '-depth', '8', '-compress', 'lzw', at('pages.tif'));
      return at('pages.tif');
    },
    /**
     * A PDF/X-3 of a 330 × 230 mm page (crop-mark margins round the artwork) whose trim box,
     * 15 mm in, is the poster's 300 × 200 mm; made by Ghostscript's pdfwrite from PostScript.
     */
    pdfx: async () => {
      const [pageWidth, pageHeight, margin] = [points(330), points(230), points(15)];
      await writeFile(at('pdfx.ps'), `%!PS\n<< /PageSize [${pageWidth} ${pageHeight}] >> setpagedevice\n0.8 0.15 0.15 setrgbcolor 0 0 ${pageWidth} ${pageHeight} rectfill\nshowpage\n`);
      // The PDF/X marks (as Ghostscript's PDFX_def.ps writes them), with its own CMYK profile as the output intent.
      const profile = path.join(GHOSTSCRIPT_PROFILES, 'default_cmyk.icc');
      await writeFile(
        at('pdfx_def.ps'),
        [
          '[ /GTS_PDFXVersion (PDF/X-3:2002) /Title (Poster) /Trapped /False /DOCINFO pdfmark',
          '[ /_objdef {icc_PDFX} /type /stream /OBJ pdfmark',
          '[ {icc_PDFX} << /N 4 >> /PUT pdfmark',
          `[ {icc_PDFX} (${profile}) (r) file /PUT pdfmark`,
          '[ /_objdef {OutputIntent_PDFX} /type /dict /OBJ pdfmark',
          '[ {OutputIntent_PDFX} << /Type /OutputIntent /S /GTS_PDFX /OutputConditionIdentifier (CGATS TR 001) /RegistryName (http://www.color.org) /Info (SWOP) /DestOutputProfile {icc_PDFX} >> /PUT pdfmark',
          '[ {Catalog} << /OutputIntents [ {OutputIntent_PDFX} ] >> /PUT pdfmark',
          '',
        ].join('\n'),
      );
      await run('gs', [
        '-q',
        '-dBATCH',
        '-dNOPAUSE',
        '-dSAFER',
        `--permit-file-read=${GHOSTSCRIPT_PROFILES}/`,
        '-sDEVICE=pdfwrite',
        '-dPDFX',
        '-sColorConversionStrategy=CMYK',
        '-sProcessColorModel=DeviceCMYK',
        `-sOutputFile=${at('pdfx.pdf')}`,
        '-c',
        `<< /PDFXTrimBoxToMediaBoxOffset [${margin} ${margin} ${margin} ${margin}] >> setdistillerparams`,
        '-f',
        at('pdfx_def.ps'),
        at('pdfx.ps'),
      ]);
      return at('pdfx.pdf');
    },
    /**
     * A page whose boxes differ from its media box: 340 × 240 mm with crop marks, a bleed box of
     * 310 × 210 mm round a trim box of 300 × 200 mm, both centred.
     */
    boxedPdf: async () => {
      const document = await PDFDocument.create();
      const page = document.addPage([points(340), points(240)]);
      page.setBleedBox(points(15), points(15), points(310), points(210));
      page.setTrimBox(points(20), points(20), points(300), points(200));
      await writeFile(at('boxed.pdf'), await document.save({ useObjectStreams: false }));
      return at('boxed.pdf');
    },
    /**
     * Boxes as some tools write them: a 310 × 210 mm page whose crop box has its corners top-right
     * first, a bleed box reaching past the media box (a reader cuts it to the media box), and a
     * trim box 5 mm in.
     */
    oddBoxesPdf: async () => {
      const document = await PDFDocument.create();
      const page = document.addPage([points(310), points(210)]);
      const box = (...mm: number[]) => document.context.obj(mm.map((value) => PDFNumber.of(points(value))));
      page.node.set(PDFName.of('CropBox'), box(310, 210, 0, 0));
      page.node.set(PDFName.of('BleedBox'), box(-10, -10, 320, 220));
      page.node.set(PDFName.of('TrimBox'), box(5, 5, 305, 205));
      await writeFile(at('odd-boxes.pdf'), await document.save({ useObjectStreams: false }));
      return at('odd-boxes.pdf');
    },
  };
  return { at, files: madeOnce(makers) };
}
