import { ShapeType, type ImageAnnotation } from '@annotorious/react';
import type { Place, TilePage } from '../../../../api/contract';
import type { Note } from '../notes';

/** A box note as Annotorious draws it: a rectangle in the page's pixels. */
export function toImageAnnotation(note: Note, page: TilePage): ImageAnnotation {
  const x = note.place.x * page.width;
  const y = note.place.y * page.height;
  const w = note.place.w * page.width;
  const h = note.place.h * page.height;
  return {
    id: note.annotation.id,
    bodies: [],
    properties: { carried: note.annotation.carriedFrom !== null },
    target: {
      annotation: note.annotation.id,
      selector: { type: ShapeType.RECTANGLE, geometry: { x, y, w, h, bounds: { minX: x, minY: y, maxX: x + w, maxY: y + h } } },
    },
  } as ImageAnnotation;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** The place of a box drawn with Annotorious, kept within the page; null for a box too small to see. */
export function boxOf(annotation: ImageAnnotation, page: TilePage): Place | null {
  const { minX, minY, maxX, maxY } = annotation.target.selector.geometry.bounds;
  const x = clamp(minX / page.width);
  const y = clamp(minY / page.height);
  const w = clamp(maxX / page.width) - x;
  const h = clamp(maxY / page.height) - y;
  return w > 0.0005 && h > 0.0005 ? { page: page.page, x, y, w, h } : null;
}
