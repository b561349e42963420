import { ANNOTATION_CONTEXT, selectorOf, type Annotation, type Place } from '../../../api/contract';

/** Annotations as the server gives them, for the panel's stories and tests. */

const APP = 'https://proof.example';
const person = (id: number, name: string) => ({ id: `urn:eaum:user:${id}`, type: 'Person' as const, name });
export const REVIEWER = person(1, 'Rita Reviewer');
export const COMPANY = person(2, 'Carl Company');

type Options = { id: number; versionId?: number; comment: string; place: Partial<Place>; paged?: boolean; replies?: string[]; resolved?: boolean; carriedFromVersion?: number };

export function annotationFixture({ id, versionId = 7, comment, place, paged = false, replies = [], resolved = false, carriedFromVersion }: Options): Annotation {
  const iri = `${APP}/api/artwork/version/${versionId}/annotation/${id}`;
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 9, minutes)).toISOString();
  const full: Place = { page: 1, x: 0.5, y: 0.5, w: 0, h: 0, ...place };
  return {
    '@context': [ANNOTATION_CONTEXT, { proof: `${APP}/api/docs#proofing-` }],
    id: iri,
    type: 'Annotation',
    motivation: 'commenting',
    creator: REVIEWER,
    created: at(id),
    modified: at(id),
    body: [
      { id: `${iri}#comment`, type: 'TextualBody', purpose: 'commenting', value: comment, format: 'text/plain', creator: REVIEWER, created: at(id) },
      ...replies.map((value, index) => ({ id: `${iri}/reply/${index + 1}`, type: 'TextualBody' as const, purpose: 'replying' as const, value, format: 'text/plain' as const, creator: COMPANY, created: at(id + index + 10) })),
    ],
    target: { source: `${APP}/api/artwork/version/${versionId}/file`, selector: selectorOf(full, paged) },
    page: full.page,
    resolved: resolved ? { at: at(40), by: REVIEWER } : null,
    carriedFrom: carriedFromVersion === undefined ? null : { versionId: versionId - 1, version: carriedFromVersion },
  };
}

/** An A1 poster with 3 mm bleed. */
export const A1_POSTER = { widthMm: 594, heightMm: 841, bleedMm: 3 };
