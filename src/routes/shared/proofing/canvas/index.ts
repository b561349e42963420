/** The proofing canvas: a version's artwork at deep zoom with its notes, for the review page and the company's page. */
export { ProofCanvas, type CanvasDifference, type ProofCanvasProps } from './ProofCanvas';
export type { AnnotationActor } from './placing';
