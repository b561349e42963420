/** A point in fractions of the page's width and height (0..1 inside it). */
export type Spot = { x: number; y: number };

/** Where a spot of the page is on the screen, in pixels from the stage's top-left corner. */
export type Projection = (spot: Spot) => { left: number; top: number };

export const clampSpot = (spot: Spot): Spot => ({ x: Math.min(1, Math.max(0, spot.x)), y: Math.min(1, Math.max(0, spot.y)) });
