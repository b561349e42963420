import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { messageOf } from '../../../api/client';
import { NOTES_PANEL_TEXTS, type Annotation } from '../../../api/contract';
import { Button, Text, toast } from '../../../design-system';
import { taskMachine } from '../../../machines/task.machine';
import { instantText, viewerHint } from '../dates';
import { authorOf } from './notes';
import { ReplyForm } from './ReplyForm';
import * as styles from './notes-panel.css';
import { useT } from '../../../i18n';

export interface NoteActions {
  /** Given when the viewer may reply (the permissions table's annotateArtwork). */
  onReply?: (annotation: Annotation, text: string) => Promise<unknown>;
  /** Given when the viewer may resolve and reopen (resolveAnnotations). */
  onResolve?: (annotation: Annotation) => Promise<unknown>;
  onReopen?: (annotation: Annotation) => Promise<unknown>;
}

type Props = NoteActions & { annotation: Annotation; number: number; timeZone: string; open: boolean };

/** A note's replies and resolution, and, once it is selected, the reply form and resolve or reopen. */
export function NoteThread({ annotation, number, timeZone, open, onReply, onResolve, onReopen }: Props) {
  const t = useT();
  const [state, send, task] = useMachine(taskMachine, { input: { run: (action) => (action as () => Promise<unknown>)() } });
  useEffect(() => {
    const failed = task.on('task.failed', ({ error }) => toast.error(messageOf(error, t(annotation.resolved ? NOTES_PANEL_TEXTS.reopenFailed : NOTES_PANEL_TEXTS.resolveFailed))));
    return () => failed.unsubscribe();
  }, [task, annotation.resolved, t]);

  const replies = annotation.body.filter((body) => body.purpose === 'replying');
  const when = (instant: string) => ({ text: instantText(instant, timeZone), hint: viewerHint(instant, timeZone) });
  const resolved = annotation.resolved ? when(annotation.resolved.at) : null;
  const toggle = annotation.resolved ? onReopen : onResolve;
  const acts = open && (onReply || toggle);
  if (replies.length === 0 && !annotation.resolved && !acts) return null;
  return (
    <div className={styles.thread}>
      {replies.length > 0 && (
        <ol className={styles.replies}>
          {replies.map((reply) => (
            <li key={reply.id} className={styles.reply}>
              <Text size="xs" tone="muted" title={when(reply.created).hint}>
                {t(NOTES_PANEL_TEXTS.replyBy, { who: authorOf(reply), when: when(reply.created).text })}
              </Text>
              <p className={styles.text}>{reply.value}</p>
            </li>
          ))}
        </ol>
      )}
      {annotation.resolved && resolved && (
        <Text size="xs" tone="success" title={resolved.hint}>
          {t(NOTES_PANEL_TEXTS.resolvedBy, { who: authorOf({ creator: annotation.resolved.by }), when: resolved.text })}
        </Text>
      )}
      {acts && onReply && !annotation.resolved && <ReplyForm number={number} onReply={(text) => onReply(annotation, text)} />}
      {acts && toggle && (
        <div>
          <Button size="sm" variant={annotation.resolved ? 'outline' : 'primary'} loading={state.matches('running')} onClick={() => send({ type: 'task.run', argument: () => toggle(annotation) })}>
            {t(annotation.resolved ? NOTES_PANEL_TEXTS.reopen : NOTES_PANEL_TEXTS.resolve)}
          </Button>
        </div>
      )}
    </div>
  );
}
