/** Where the preview shows the artwork: its scale, and where its top-left corner sits in the stage (px). */
export type Viewport = { scale: number; x: number; y: number };
export type Size = { width: number; height: number };

export const MIN_SCALE = 0.02;
export const MAX_SCALE = 16;

const clamp = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
const centred = (stage: Size, image: Size, scale: number): Viewport => ({ scale, x: (stage.width - image.width * scale) / 2, y: (stage.height - image.height * scale) / 2 });

/** The whole artwork in the stage, centred (at 1 when either size is not known yet). */
export function fit(stage: Size, image: Size): Viewport {
  const known = stage.width > 0 && stage.height > 0 && image.width > 0 && image.height > 0;
  return centred(stage, image, known ? clamp(Math.min(stage.width / image.width, stage.height / image.height)) : 1);
}

/** One image pixel to one screen pixel, centred. */
export const actualSize = (stage: Size, image: Size): Viewport => centred(stage, image, 1);

/** Zooms by `factor` keeping the point under `at` (stage px) where it is: the wheel's pointer, or the stage's centre. */
export function zoomAt(viewport: Viewport, factor: number, at: { x: number; y: number }): Viewport {
  const scale = clamp(viewport.scale * factor);
  const ratio = scale / viewport.scale;
  return { scale, x: at.x - (at.x - viewport.x) * ratio, y: at.y - (at.y - viewport.y) * ratio };
}

export const panBy = (viewport: Viewport, dx: number, dy: number): Viewport => ({ ...viewport, x: viewport.x + dx, y: viewport.y + dy });

export const percentOf = (viewport: Viewport) => Math.round(viewport.scale * 100);
