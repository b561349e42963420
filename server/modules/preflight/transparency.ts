import sharp, { type Metadata } from 'sharp';
import { openImage, PIXEL_LIMIT } from './open-image';

/** At most this many bytes of alpha are held at once: a larger image is read in bands of rows. */
export const ALPHA_BAND_BYTES = 64 * 1024 * 1024;

const OPAQUE = Buffer.alloc(1024 * 1024, 0xff);

/** Every byte 0xFF: at 8 bits alpha 255, at 16 bits alpha 65535 (both of its bytes 0xFF), fully opaque. */
function allOpaque(alpha: Buffer): boolean {
  for (let at = 0; at < alpha.length; at += OPAQUE.length) {
    const part = alpha.subarray(at, at + OPAQUE.length);
    if (!part.equals(OPAQUE.subarray(0, part.length))) return false;
  }
  return true;
}

/**
 * Whether some pixel of the (first) image is less than fully opaque: its alpha channel read in full,
 * at its own depth, never through a resize that would average a transparent pixel away. An image
 * without an alpha channel (a palette PNG's tRNS chunk counts as one) has none. Throws for a file
 * whose pixels cannot all be decoded.
 */
export async function hasTransparentPixels(file: string, meta: Metadata, bandBytes = ALPHA_BAND_BYTES): Promise<boolean> {
  if (!meta.hasAlpha) return false;
  const { width, height, channels, depth } = meta;
  // Alpha in another format (a float TIFF's runs to 1.0), or past the fifth band (sharp extracts
  // bands 0 to 4): libvips' own statistics, a slower read.
  if ((depth !== 'uchar' && depth !== 'ushort') || channels > 5) return !(await openImage(file).stats()).isOpaque;
  const alphaBand = (channels - 1) as 0 | 1 | 2 | 3; // sharp's types name only four of the five
  const rows = Math.max(1, Math.floor(bandBytes / (width * (depth === 'ushort' ? 2 : 1))));
  for (let top = 0; top < height; top += rows) {
    const band = await sharp(file, { limitInputPixels: PIXEL_LIMIT, failOn: 'error', sequentialRead: true })
      .extract({ left: 0, top, width, height: Math.min(rows, height - top) })
      // In its own colour space: converted to 8-bit sRGB, 16-bit alpha would lose its last bits.
      .toColourspace(meta.space)
      .extractChannel(alphaBand)
      .raw({ depth })
      .toBuffer();
    if (!allOpaque(band)) return true;
  }
  return false;
}
