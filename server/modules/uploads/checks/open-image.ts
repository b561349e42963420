import sharp from 'sharp';

// Each file is read once: libvips keeps no cache of decoded images between requests.
sharp.cache(false);

/** Above this many pixels an image is refused unread: sharp's own default, 16383 × 16383. */
export const PIXEL_LIMIT = 268_402_689;

/**
 * sharp for a stored file: never past the pixel limit (a pixel flood or a decompression bomb is
 * refused from its header), a damaged file is an error rather than a guess, read as a stream, and
 * turned the way its EXIF orientation says.
 */
export const openImage = (file: string | Buffer) => sharp(file, { limitInputPixels: PIXEL_LIMIT, failOn: 'error', sequentialRead: true, autoOrient: true });

/** The file's header only (nothing decoded, whatever size it claims); null when it has none. */
export const headerOf = (file: string) => sharp(file, { limitInputPixels: false }).metadata().catch(() => null);
