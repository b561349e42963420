/** The checks on an uploaded artwork file: pure functions of the file, no database. */
export { detectFormat } from './detect-format';
export { preflight } from './preflight';
export { sanitiseSvg } from './sanitise-svg';
export { makeThumbnail } from './thumbnail';
export type { ArtworkFormat, PreflightReport, PrintSpec } from './types';
