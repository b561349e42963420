import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { annotationIdOf, listAnnotations, reopenAnnotation, replyToAnnotation, resolveAnnotation } from '../../../api/annotations';
import { NOTES_PANEL_TEXTS, type Annotation } from '../../../api/contract';
import { createResourceMachine } from '../../../machines/resource.machine';
import type { NoteActions } from './NoteThread';

/**
 * A version's notes loaded from the server, with the panel's actions: each reply, resolution or
 * reopening is sent on the shown version's review and the list is read again, so every thread shows
 * what the server holds.
 */
export function useVersionNotes(versionId: number) {
  const [machine] = useState(() => createResourceMachine<Annotation[]>({ load: () => listAnnotations(versionId), fallbackError: NOTES_PANEL_TEXTS.loadFailed }));
  const [state, send] = useMachine(machine);
  const reload = () => send({ type: 'resource.reload' });
  const then = <T>(request: Promise<T>) => request.then((answer) => (reload(), answer));
  const actions: Required<NoteActions> = {
    onReply: (annotation, text) => then(replyToAnnotation(versionId, annotationIdOf(annotation), text)),
    onResolve: (annotation) => then(resolveAnnotation(versionId, annotationIdOf(annotation))),
    onReopen: (annotation) => then(reopenAnnotation(versionId, annotationIdOf(annotation))),
  };
  return {
    annotations: state.context.data ?? [],
    loading: state.matches('loading') && state.context.data === null,
    error: state.matches('failed') ? state.context.error : null,
    reload,
    actions,
  };
}
