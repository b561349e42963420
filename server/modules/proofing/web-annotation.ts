import { ANNOTATION_CONTEXT, type Annotation, type AnnotationAgent, type AnnotationPage, selectorOf } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import { type PlacedAnnotation, namesOf, repliesOf } from './annotations-repository';

/** The version's own API paths, from which annotation and file IRIs are made. */
export const versionPath = (versionId: number) => `/api/artwork/version/${versionId}`;

/** An annotation's IRI, its `id` in the W3C model. */
export const annotationIri = (appUrl: string, row: { version_id: number; id: number }) => `${appUrl}${versionPath(row.version_id)}/annotation/${row.id}`;

/** The W3C context, then the product's terms: documented with the API, at /api/docs. */
export const contextOf = (appUrl: string): Annotation['@context'] => [
  ANNOTATION_CONTEXT,
  {
    proof: `${appUrl}/api/docs#proofing-`,
    number: 'proof:number',
    page: 'proof:page',
    resolved: 'proof:resolved',
    at: 'proof:at',
    by: 'proof:by',
    carriedFrom: 'proof:carriedFrom',
    versionId: 'proof:versionId',
    version: 'proof:version',
  },
];

/** Annotation rows as W3C Web Annotations, seen from the review of `shownWithVersionId`, each with its thread. */
export async function toWebAnnotations(db: DbOrTrx, appUrl: string, rows: readonly PlacedAnnotation[], shownWithVersionId: number): Promise<Annotation[]> {
  const replies = await repliesOf(
    db,
    rows.map((row) => row.id),
  );
  const names = await namesOf(db, [...rows.flatMap((row) => [row.author_id, row.resolved_by]), ...replies.map((reply) => reply.author_id)]);
  const agent = (userId: number | null): { creator?: AnnotationAgent } => {
    const name = userId === null ? undefined : names.get(userId);
    return name === undefined ? {} : { creator: { id: `urn:eaum:user:${userId}`, type: 'Person', name } };
  };
  const context = contextOf(appUrl);
  return rows.map((row) => {
    const id = annotationIri(appUrl, row);
    const thread = replies.filter((reply) => reply.annotation_id === row.id);
    const resolver = agent(row.resolved_by).creator;
    return {
      '@context': context,
      id,
      type: 'Annotation',
      motivation: 'commenting',
      ...agent(row.author_id),
      created: row.created_at,
      modified: row.updated_at,
      body: [
        { id: `${id}#comment`, type: 'TextualBody', purpose: 'commenting', value: row.body, format: 'text/plain', ...agent(row.author_id), created: row.created_at },
        ...thread.map((reply) => ({
          id: `${id}/reply/${reply.id}`,
          type: 'TextualBody' as const,
          purpose: 'replying' as const,
          value: reply.body,
          format: 'text/plain' as const,
          ...agent(reply.author_id),
          created: reply.created_at,
        })),
      ],
      target: { source: `${appUrl}${versionPath(row.version_id)}/file`, selector: selectorOf(row, row.format === 'pdf') },
      number: row.number,
      page: row.page,
      resolved: row.resolved_at === null ? null : { at: row.resolved_at, ...(resolver ? { by: resolver } : {}) },
      carriedFrom: row.version_id === shownWithVersionId ? null : { versionId: row.version_id, version: row.submission },
    };
  });
}

export const annotationPageOf = (appUrl: string, versionId: number, items: Annotation[]): AnnotationPage => ({
  '@context': contextOf(appUrl),
  id: `${appUrl}${versionPath(versionId)}/annotations`,
  type: 'AnnotationPage',
  items,
});
