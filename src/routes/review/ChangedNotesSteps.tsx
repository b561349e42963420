import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { DIFFERENCE_TEXTS, NOTES_PANEL_TEXTS } from '../../api/contract';
import { Button, FormError, Inline, StatusMessage, Stack, Text } from '../../design-system';
import { type ChangedNote, changedNotesMachine, currentNote } from '../../machines/changed-notes.machine';
import * as styles from './review.css';
import { useT } from '../../i18n';

type Props = {
  versionId: number;
  /** The open notes carried to the version that a changed region overlaps, in the list's order. */
  changed: readonly ChangedNote[];
  /** Selects a note on the list and the artwork, which brings it into view. */
  onSelect: (id: string) => void;
  /** A note was resolved: the list is read again. */
  onResolved: () => void;
};

/**
 * The notes changed here, looked at one by one: each step selects the note (the canvas pans to it
 * and the list opens its thread) and offers Resolve or Skip; at the end, how many were resolved.
 */
export function ChangedNotesSteps({ versionId, changed, onSelect, onResolved }: Props) {
  const t = useT();
  const [state, send, actor] = useMachine(changedNotesMachine, { input: { versionId } });
  useEffect(() => {
    const subscription = actor.on('note.resolved', () => onResolved());
    return () => subscription.unsubscribe();
  }, [actor, onResolved]);
  const { notes, at, resolved, error } = state.context;
  const note = state.matches('showing') || state.matches('resolving') ? currentNote(state.context) : null;
  const noteId = note?.id;
  useEffect(() => {
    if (noteId) onSelect(noteId);
  }, [noteId, onSelect]);

  if (state.matches('done')) {
    return (
      <Stack gap={2}>
        <StatusMessage tone="success">{t(DIFFERENCE_TEXTS.stepsDone, { resolved, count: notes.length })}</StatusMessage>
        <div>
          <Button size="sm" variant="outline" onClick={() => send({ type: 'steps.close' })}>
            {t(DIFFERENCE_TEXTS.close)}
          </Button>
        </div>
      </Stack>
    );
  }
  if (note) {
    const resolving = state.matches('resolving');
    return (
      <section className={styles.step} aria-label={t(DIFFERENCE_TEXTS.stepsLabel)}>
        <Text size="xs" weight="semibold" tone="muted">
          {t(DIFFERENCE_TEXTS.stepOf, { at: at + 1, count: notes.length })}
        </Text>
        <p className={styles.stepNote}>
          <span className={styles.stepNumber} aria-hidden>
            {note.number}
          </span>
          <span>{note.comment}</span>
        </p>
        {error && <FormError>{t(error)}</FormError>}
        <Inline gap={2} align="center">
          <Button size="sm" disabled={resolving} onClick={() => send({ type: 'steps.resolve' })}>
            {t(resolving ? DIFFERENCE_TEXTS.resolving : NOTES_PANEL_TEXTS.resolve)}
          </Button>
          <Button size="sm" variant="outline" disabled={resolving} onClick={() => send({ type: 'steps.skip' })}>
            {t(DIFFERENCE_TEXTS.skip)}
          </Button>
          <Button size="sm" variant="ghost" disabled={resolving} onClick={() => send({ type: 'steps.stop' })}>
            {t(DIFFERENCE_TEXTS.stop)}
          </Button>
        </Inline>
      </section>
    );
  }
  if (changed.length === 0) return null;
  return (
    <Stack gap={2}>
      <Text size="sm" tone="muted">{t(DIFFERENCE_TEXTS.stepsIntro, { count: changed.length })}</Text>
      <div>
        <Button size="sm" variant="outline" onClick={() => send({ type: 'steps.start', notes: [...changed] })}>
          {t(DIFFERENCE_TEXTS.stepsStart, { count: changed.length })}
        </Button>
      </div>
    </Stack>
  );
}
