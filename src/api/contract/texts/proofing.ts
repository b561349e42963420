/** Proofing: annotations pinned to a version's artwork, their threads, and the tiles of its pages. */
import { plural } from '../plural';

export const ANNOTATION_MESSAGES = {
  annotationNotFound: 'This annotation was not found on this version.',
  bodyInvalid: 'The body is a TextualBody whose value is the comment.',
  textRequired: 'Write the comment.',
  textTooLong: (max: number) => `A comment can be at most ${max} characters.`,
  selectorInvalid: 'Place it with a FragmentSelector whose value is xywh=percent:x,y,w,h (on a PDF, refining a page=N selector).',
  outside: 'A pin or box lies within the artwork: x, y, width and height are percentages from 0 to 100, with x + width and y + height at most 100.',
  boxNeedsSize: 'A box has a width and a height; a pin has neither.',
  pageInvalid: 'The page is a whole number of 1 or more (page=N).',
  pageBeyond: (page: number, pages: number) => `There is no page ${page}: this version has ${plural(pages, { one: '# page', other: '# pages' })}.`,
  nothingToChange: 'Give a new target, a new body, or both.',
  draftNotInReview: 'A draft is not in review yet: submit it before annotating it.',
  notAuthor: 'Only whoever placed this annotation can move or edit it.',
  carriedStays: 'An annotation from an earlier version stays where it was placed; move it on that version.',
  alreadyResolved: 'This annotation is resolved already.',
  alreadyOpen: 'This annotation is open already.',
} as const;

export const TILE_MESSAGES = {
  notReady: 'The zoomable view of this version is still being made: try again in a moment.',
  failed: 'The zoomable view of this version could not be made; the file itself can still be downloaded.',
  tileNotFound: 'There is no such tile.',
} as const;
