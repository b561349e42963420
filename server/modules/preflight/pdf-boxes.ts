import { POINTS_TO_MM } from './geometry';

export interface Box {
  width: number;
  height: number;
}
/** A box's corners, in points: [left, bottom, right, top]. */
export type Corners = readonly [number, number, number, number];

/**
 * The boxes as PDF readers take them (ISO 32000-1, 14.11.2): corners in either order; the crop box
 * defaults to the media box, the trim and bleed boxes to the crop box; each is cut to the media
 * box. Turned as the page is shown: a page rotated by 90° is seen on its side. The crop box's
 * corners (points, unturned) are where places on the page are measured from.
 */
export function pageBoxes(boxes: { media: Corners; crop?: Corners; trim?: Corners; bleed?: Corners }, rotation: number) {
  const normal = ([x0, y0, x1, y1]: Corners): Corners => [Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1)];
  const media = normal(boxes.media);
  const clip = (box: Corners): Corners => {
    const [x0, y0, x1, y1] = normal(box);
    return [Math.max(x0, media[0]), Math.max(y0, media[1]), Math.min(x1, media[2]), Math.min(y1, media[3])];
  };
  const crop = clip(boxes.crop ?? media);
  const seen = ([x0, y0, x1, y1]: Corners): Box => {
    const [width, height] = [Math.max(0, Math.round((x1 - x0) * POINTS_TO_MM)), Math.max(0, Math.round((y1 - y0) * POINTS_TO_MM))];
    return Math.abs(rotation) % 180 === 90 ? { width: height, height: width } : { width, height };
  };
  return { cropCorners: crop, page: seen(crop), trim: seen(boxes.trim ? clip(boxes.trim) : crop), bleed: seen(boxes.bleed ? clip(boxes.bleed) : crop) };
}

