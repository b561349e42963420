import { useMachine } from '@xstate/react';
import { useCallback, useMemo, useState } from 'react';
import { annotationIdOf, listAnnotations, reopenAnnotation, replyToAnnotation, resolveAnnotation } from '../../../api/annotations';
import { NOTES_PANEL_TEXTS, type Annotation } from '../../../api/contract';
import { createResourceMachine } from '../../../machines/resource.machine';
import type { NoteActions } from './NoteThread';
import { numberedNotes } from './notes';

/**
 * A version's notes loaded from the server, with the panel's actions: each reply, resolution or
 * reopening is sent on the shown version's review and the list is read again, so every thread shows
 * what the server holds. The hook keeps the note selected on the list and the artwork too: a note
 * placed or moved there is read again and selected.
 */
export function useVersionNotes(versionId: number) {
  const [machine] = useState(() => createResourceMachine<Annotation[]>({ load: () => listAnnotations(versionId), fallbackError: NOTES_PANEL_TEXTS.loadFailed }));
  const [state, send] = useMachine(machine);
  const [selectedId, select] = useState<string | null>(null);
  const reload = useCallback(() => send({ type: 'resource.reload' }), [send]);
  const onSaved = useCallback(
    (id: string) => {
      reload();
      select(id);
    },
    [reload],
  );
  const annotations = state.context.data ?? [];
  const numbered = useMemo(() => numberedNotes(state.context.data ?? []), [state.context.data]);
  const then = <T>(request: Promise<T>) => request.then((answer) => (reload(), answer));
  const actions: Required<NoteActions> = {
    onReply: (annotation, text) => then(replyToAnnotation(versionId, annotationIdOf(annotation), text)),
    onResolve: (annotation) => then(resolveAnnotation(versionId, annotationIdOf(annotation))),
    onReopen: (annotation) => then(reopenAnnotation(versionId, annotationIdOf(annotation))),
  };
  return {
    annotations,
    /** The notes numbered as the artwork, the email and the proof report number them. */
    numberedNotes: numbered,
    loading: state.matches('loading') && state.context.data === null,
    error: state.matches('failed') ? state.context.error : null,
    reload,
    actions,
    selectedId,
    select,
    onSaved,
  };
}
