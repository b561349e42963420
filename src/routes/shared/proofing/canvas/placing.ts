import type { SnapshotFrom } from 'xstate';
import type { AnnotationEvent, annotationMachine } from '../../../../machines/annotation.machine';

/** The annotation machine as the canvas drives it: its state and how to send to it. */
export type AnnotationActor = { state: SnapshotFrom<typeof annotationMachine>; send: (event: AnnotationEvent) => void };
