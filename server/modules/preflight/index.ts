/** The checks on an uploaded artwork file: pure functions of the file, no database. */
export { detectFormat } from './detect-format';
export { preflight } from './preflight';
export { sanitiseSvg } from './sanitise-svg';
export { makeThumbnail, renderPdfPage } from './thumbnail';
export { ReaderMissing, READERS } from './run-tool';
export { DEFAULT_INK_LIMIT } from './types';
export type { ArtworkFormat, CheckOptions, PageProgress, PreflightReport, PrintSpec } from './types';
