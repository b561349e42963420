/** How dates and times read wherever they are shown (their format: ../dates.ts). */

export const DATE_TEXTS = {
  /** The hover of a time given on the event's clock, when the viewer's clock reads differently. */
  yourClock: 'Your time: {when}',
} as const;
