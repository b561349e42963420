import type { Place } from '../../../../api/contract';

/** A note as the canvas shows it: its number in the list, its place, and the version it came from when carried over. */
export type CanvasNote = {
  id: string;
  number: number;
  place: Place;
  /** The comment, read out on its pin. */
  text: string;
  /** "v1" for a note carried over from an earlier version; null for this version's own. */
  carriedFrom: number | null;
  resolved: boolean;
};
