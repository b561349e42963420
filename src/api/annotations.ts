import { call, http } from './client';
import { annotation, annotationPage, selectorOf, tileSet, type Annotation, type Place } from './contract';

/**
 * A version's proofing annotations (W3C Web Annotations) and the deep-zoom tiles of its pages.
 * Every call names the version whose review is shown: an annotation carried from an earlier
 * version is replied to, resolved and reopened from the later version's review.
 */

const versionPath = (versionId: number) => `artwork/version/${versionId}`;
const annotationPath = (versionId: number, annotationId: number) => `${versionPath(versionId)}/annotation/${annotationId}`;

/** The number an annotation goes by in the API's paths: the last segment of its IRI. */
export function annotationIdOf(item: Pick<Annotation, 'id'>): number {
  return Number(/\/annotation\/(\d+)$/.exec(item.id)?.[1] ?? Number.NaN);
}

/** A version's annotations: its own, then those still open from earlier versions, oldest first. */
export const listAnnotations = (versionId: number) => call(annotationPage, () => http.get(`${versionPath(versionId)}/annotations`)).then((page) => page.items);

/** Places a pin (a place of no size) or a box with its comment; `paged` for a PDF, whose place names its page. */
export const createAnnotation = (versionId: number, place: Place, comment: string, paged: boolean) =>
  call(annotation, () =>
    http.post(`${versionPath(versionId)}/annotation`, {
      json: { type: 'Annotation', motivation: 'commenting', body: { type: 'TextualBody', value: comment, format: 'text/plain' }, target: { selector: selectorOf(place, paged) } },
    }),
  );

/** Moves an annotation to a new place (by its author, on the version it was placed on). */
export const moveAnnotation = (versionId: number, annotationId: number, place: Place, paged: boolean) =>
  call(annotation, () => http.patch(annotationPath(versionId, annotationId), { json: { target: { selector: selectorOf(place, paged) } } }));

/** Rewords an annotation's comment (by its author). */
export const rewordAnnotation = (versionId: number, annotationId: number, comment: string) =>
  call(annotation, () => http.patch(annotationPath(versionId, annotationId), { json: { body: { type: 'TextualBody', value: comment, format: 'text/plain' } } }));

/** Adds a reply to an annotation's thread. */
export const replyToAnnotation = (versionId: number, annotationId: number, reply: string) =>
  call(annotation, () => http.post(`${annotationPath(versionId, annotationId)}/reply`, { json: { type: 'TextualBody', value: reply, format: 'text/plain' } }));

export const resolveAnnotation = (versionId: number, annotationId: number) => call(annotation, () => http.post(`${annotationPath(versionId, annotationId)}/resolve`));

export const reopenAnnotation = (versionId: number, annotationId: number) => call(annotation, () => http.post(`${annotationPath(versionId, annotationId)}/reopen`));

/** The version's pages and their deep-zoom descriptors, once made (asking starts the making when it has not begun). */
export const getTileSet = (versionId: number) => call(tileSet, () => http.get(`${versionPath(versionId)}/tiles`));

/** Where a version's proof report is read (a PDF with its annotations, file check and decisions), with the same access as its file. */
export const proofReportPath = (versionId: number) => `/api/${versionPath(versionId)}/proof-report.pdf`;
