import sharp from 'sharp';

// Each file is read once: libvips keeps no cache of decoded images between requests.
sharp.cache(false);

/**
 * Above this many pixels an image is refused unread. 300 million admits the largest posters a trade
 * show prints from a raster, a 20,000 × 15,000 px file (1.7 × 1.27 m at 300 dpi), which the tiles
 * of proofing read as well; sharp's own default (16383 × 16383, 268 million) refused a 20,000 ×
 * 14,000 poster. The check streams the rows, so its memory does not grow with the pixels.
 */
export const PIXEL_LIMIT = 300_000_000;

/**
 * sharp for a stored file: never past the pixel limit (a pixel flood or a decompression bomb is
 * refused from its header), a damaged file is an error rather than a guess, read as a stream, and
 * turned the way its EXIF orientation says.
 */
export const openImage = (file: string | Buffer) => sharp(file, { limitInputPixels: PIXEL_LIMIT, failOn: 'error', sequentialRead: true, autoOrient: true });

/** The file's header only (nothing decoded, whatever size it claims); null when it has none. */
export const headerOf = (file: string) => sharp(file, { limitInputPixels: false }).metadata().catch(() => null);
