import * as z from 'zod/mini';
import { printable } from './common';
import { positiveId } from './ids';
import { ANNOTATION_MESSAGES, ARTWORK_MESSAGES } from './texts';

/**
 * Proofing annotations in the W3C Web Annotation data model (https://www.w3.org/TR/annotation-model/).
 *
 * An annotation is a pin (a point) or a box (an area) on a version's artwork with a thread. Its
 * target's `source` is the version's file and its selector a FragmentSelector conforming to W3C
 * Media Fragments, `xywh=percent:x,y,w,h`: the place as percentages of the artwork's width and
 * height (decimals allowed, so a pin on a 20,000 px poster lands on its pixel). A pin is the
 * zero-size region at its spot (`w` and `h` are 0); a box has both. On a PDF that selector refines
 * a FragmentSelector conforming to RFC 3778, `page=N` (pages from 1). The server keeps the place as
 * fractions 0..1, so it stays on its spot at any zoom and screen size.
 *
 * The thread is the annotation's bodies: the comment first (purpose `commenting`), then each reply
 * (purpose `replying`), each a TextualBody with its creator and time. Resolution, the page and the
 * version an annotation was carried from are the product's own terms, named in the second context.
 */
export const ANNOTATION_CONTEXT = 'http://www.w3.org/ns/anno.jsonld';
export const MEDIA_FRAGMENTS = 'http://www.w3.org/TR/media-frags/';
export const PDF_FRAGMENTS = 'http://tools.ietf.org/rfc/rfc3778';
/** How annotations are served (W3C Web Annotation Protocol). */
export const ANNOTATION_MEDIA_TYPE = `application/ld+json; profile="${ANNOTATION_CONTEXT}"`;

/** The longest comment or reply. */
export const ANNOTATION_TEXT_MAX = 2000;
/** Selector values are short: a longer one is refused unread. */
const SELECTOR_VALUE_MAX = 200;
/** Far beyond any real PDF's pages: a larger number is refused before the version is read. */
const PAGE_MAX = 100_000;

/** Where an annotation sits: the page (1 for an image) and its region as fractions 0..1 of the page's width and height. */
export interface Place {
  page: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

export const isPin = (place: Pick<Place, 'w' | 'h'>) => place.w === 0 && place.h === 0;

const NUMBER = String.raw`(-?\d+(?:\.\d+)?)`;
const XYWH = new RegExp(`^xywh=percent:${NUMBER},${NUMBER},${NUMBER},${NUMBER}$`);
const PAGE = /^page=(\d+)$/;
/** Rounding a sum of percentages may overshoot 100 by a hair. */
const EPSILON = 1e-9;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function regionOf(selector: unknown): Omit<Place, 'page'> | string {
  if (!isRecord(selector) || selector.type !== 'FragmentSelector' || typeof selector.value !== 'string' || selector.value.length > SELECTOR_VALUE_MAX) return ANNOTATION_MESSAGES.selectorInvalid;
  if (selector.conformsTo !== undefined && selector.conformsTo !== MEDIA_FRAGMENTS) return ANNOTATION_MESSAGES.selectorInvalid;
  const match = XYWH.exec(selector.value);
  if (!match) return ANNOTATION_MESSAGES.selectorInvalid;
  const [x, y, w, h] = match.slice(1).map(Number) as [number, number, number, number];
  if ([x, y, w, h].some((value) => value < 0 || value > 100) || x + w > 100 + EPSILON || y + h > 100 + EPSILON) return ANNOTATION_MESSAGES.outside;
  if ((w === 0) !== (h === 0)) return ANNOTATION_MESSAGES.boxNeedsSize;
  return { x: x / 100, y: y / 100, w: w / 100, h: h / 100 };
}

/** The place a W3C selector names, or the message saying what is wrong with it (the page is checked against the version by the server). */
export function placeOf(selector: unknown): Place | string {
  if (isRecord(selector) && typeof selector.value === 'string' && selector.value.startsWith('page=')) {
    if (selector.type !== 'FragmentSelector' || (selector.conformsTo !== undefined && selector.conformsTo !== PDF_FRAGMENTS)) return ANNOTATION_MESSAGES.selectorInvalid;
    const page = PAGE.exec(selector.value);
    if (!page || Number(page[1]) < 1 || Number(page[1]) > PAGE_MAX) return ANNOTATION_MESSAGES.pageInvalid;
    const region = regionOf(selector.refinedBy);
    return typeof region === 'string' ? region : { page: Number(page[1]), ...region };
  }
  const region = regionOf(selector);
  return typeof region === 'string' ? region : { page: 1, ...region };
}

/** "12.5": a fraction as the percentage a selector writes, to a ten-thousandth of a percent. */
const percent = (fraction: number) => String(Number((fraction * 100).toFixed(4)));

const xywhSelector = z.object({ type: z.literal('FragmentSelector'), conformsTo: z.literal(MEDIA_FRAGMENTS), value: z.string() });
const pageSelector = z.object({ type: z.literal('FragmentSelector'), conformsTo: z.literal(PDF_FRAGMENTS), value: z.string(), refinedBy: xywhSelector });
export type AnnotationSelector = z.infer<typeof xywhSelector> | z.infer<typeof pageSelector>;
/** A place in a served document: a PDF's page refined by its region, or an image's region. */
export const annotationSelector = z.union([pageSelector, xywhSelector]);

/** The W3C selector of a place: the page selector refined by the region for a paged file, the region alone otherwise. */
export function selectorOf(place: Place, paged: boolean): AnnotationSelector {
  const region = { type: 'FragmentSelector', conformsTo: MEDIA_FRAGMENTS, value: `xywh=percent:${[place.x, place.y, place.w, place.h].map(percent).join(',')}` } as const;
  return paged ? { type: 'FragmentSelector', conformsTo: PDF_FRAGMENTS, value: `page=${place.page}`, refinedBy: region } : region;
}

/** A selector in a request: parsed to its place, or a 400 with what is wrong. */
const placeSelector = z.pipe(
  z.unknown(),
  z.transform((value, ctx): Place => {
    const place = placeOf(value);
    if (typeof place !== 'string') return place;
    ctx.issues.push({ code: 'custom', message: place, input: value });
    return { page: 1, x: 0, y: 0, w: 0, h: 0 };
  }),
);

const targetInput = z.object({ source: z.optional(z.string()), selector: placeSelector }, { error: ANNOTATION_MESSAGES.selectorInvalid });

/** A comment or a reply as a request gives it: a TextualBody of plain text. */
const textualBodyInput = z.object(
  {
    type: z.literal('TextualBody', { error: ANNOTATION_MESSAGES.bodyInvalid }),
    value: z.string({ error: ANNOTATION_MESSAGES.textRequired }).check(
      z.trim(),
      z.minLength(1, ANNOTATION_MESSAGES.textRequired),
      z.maxLength(ANNOTATION_TEXT_MAX, ANNOTATION_MESSAGES.textTooLong(ANNOTATION_TEXT_MAX)),
      printable,
    ),
    format: z.optional(z.literal('text/plain', { error: ANNOTATION_MESSAGES.bodyInvalid })),
  },
  { error: ANNOTATION_MESSAGES.bodyInvalid },
);

/**
 * POST /api/artwork/version/{id}/annotation: a new annotation. `source` may be left out (the
 * server sets it to the version's file); `@context`, `type` and `motivation` may be given as the
 * model writes them.
 */
export const annotationInput = z.object({
  '@context': z.optional(z.unknown()),
  type: z.optional(z.literal('Annotation', { error: ANNOTATION_MESSAGES.bodyInvalid })),
  motivation: z.optional(z.literal('commenting', { error: ANNOTATION_MESSAGES.bodyInvalid })),
  body: textualBodyInput,
  target: targetInput,
});
export type AnnotationInput = z.output<typeof annotationInput>;

/** POST /api/artwork/version/{id}/annotation/{annotationId}/reply: a reply in the thread. */
export const replyInput = textualBodyInput;

/** PATCH /api/artwork/version/{id}/annotation/{annotationId}: moved (a new target), reworded (a new body), or both; by its author. */
export const annotationChange = z.pipe(
  z.object({ body: z.optional(textualBodyInput), target: z.optional(targetInput) }),
  z.transform((change, ctx) => {
    if (!change.body && !change.target) ctx.issues.push({ code: 'custom', path: ['target'], message: ANNOTATION_MESSAGES.nothingToChange, input: change });
    return change;
  }),
);
export type AnnotationChange = z.output<typeof annotationChange>;

export const annotationParams = z.object({ id: positiveId(ARTWORK_MESSAGES.versionNotFound), annotationId: positiveId(ANNOTATION_MESSAGES.annotationNotFound) });

const agent = z.object({ id: z.string(), type: z.literal('Person'), name: z.string() });
export type AnnotationAgent = z.infer<typeof agent>;

const textualBody = z.object({
  id: z.string(),
  type: z.literal('TextualBody'),
  purpose: z.enum(['commenting', 'replying']),
  value: z.string(),
  format: z.literal('text/plain'),
  creator: z.optional(agent),
  created: z.string(),
});
export type AnnotationBody = z.infer<typeof textualBody>;

/** The W3C context, then the product's own terms (page, resolved, carriedFrom). */
const context = z.tuple([z.literal(ANNOTATION_CONTEXT), z.record(z.string(), z.string())]);

export const annotation = z.object({
  '@context': context,
  id: z.string(),
  type: z.literal('Annotation'),
  motivation: z.literal('commenting'),
  creator: z.optional(agent),
  created: z.string(),
  modified: z.string(),
  body: z.array(textualBody),
  target: z.object({ source: z.string(), selector: annotationSelector }),
  /** Its number, given once when it was placed and kept on every version, in the email and the proof report. */
  number: z.number().check(z.int()),
  /** The page it belongs to (1 for an image). */
  page: z.number().check(z.int()),
  /** When and by whom it was resolved; null while open. */
  resolved: z.nullable(z.object({ at: z.string(), by: z.optional(agent) })),
  /** The earlier version it was placed on, when it is listed with a later one (open, or resolved on that later one). */
  carriedFrom: z.nullable(z.object({ versionId: z.number().check(z.int()), version: z.nullable(z.number().check(z.int())) })),
});
export type Annotation = z.infer<typeof annotation>;

/** GET /api/artwork/version/{id}/annotations: its own annotations, then those carried from earlier versions, oldest first. */
export const annotationPage = z.object({ '@context': context, id: z.string(), type: z.literal('AnnotationPage'), items: z.array(annotation) });
export type AnnotationPage = z.infer<typeof annotationPage>;
