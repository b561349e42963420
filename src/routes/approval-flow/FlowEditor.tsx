import type { ReactNode } from 'react';
import { APPROVAL_FLOW_EDITOR_TEXTS as T, type Event, STAGES_MAX } from '../../api/contract';
import { Button, ConfirmDialog, FormError, Spinner, Stack, StatusMessage, Text } from '../../design-system';
import { useT } from '../../i18n';
import type { FlowEditorEvent, flowEditorMachine } from '../../machines/flow-editor.machine';
import type { SnapshotFrom } from 'xstate';
import { FailedWithAction } from '../shared/FailedWithAction';
import { FlowStagesView } from './FlowStagesView';
import { StageFields } from './StageFields';
import * as styles from './approval-flow.css';

type Props = {
  state: SnapshotFrom<typeof flowEditorMachine>;
  send: (event: FlowEditorEvent) => void;
  event: Pick<Event, 'timeZone'>;
  /** What the section says when there is no flow: the event's default, or that the requirement follows the event's. */
  noFlow: string;
  /** Shown under the stored flow: the event's guests, say. */
  children?: ReactNode;
};

/** Whether the editor shows the stored flow (with its buttons), rather than loading or the draft. */
export const showsFlow = (state: Props['state']) => state.matches('shown') || state.matches('confirmingRemove') || state.matches('removing');

/** Set up or edit, and remove once there is a flow: the buttons over a shown flow. */
export function FlowActions({ state, send }: Pick<Props, 'state' | 'send'>) {
  const t = useT();
  if (!showsFlow(state)) return null;
  const { flow } = state.context;
  return (
    <div className={styles.cardActions}>
      {flow && (
        <Button variant="outline" onClick={() => send({ type: 'flow.remove' })}>
          {t(T.remove)}
        </Button>
      )}
      <Button onClick={() => send({ type: 'flow.edit' })}>{t(flow ? T.edit : T.setUp)}</Button>
    </div>
  );
}

/**
 * One flow editor's machine on screen, the event's or a requirement's own: loading, the stored flow
 * (or what holds without one), the draft's stages edited in place and saved whole, and the removal
 * asked first.
 */
export function FlowEditor({ state, send, event, noFlow, children }: Props) {
  const t = useT();
  const { flow, reviewers, draft, errors, error } = state.context;
  const editing = state.matches('editing') || state.matches('saving');
  const saving = state.matches('saving');
  const knownNames = new Map((flow?.stages ?? []).flatMap((stage) => stage.reviewers.map((reviewer) => [reviewer.userId, reviewer.name] as const)));
  return (
    <>
      {state.matches('loading') && <Spinner label={t(T.loading)} />}
      {state.matches('loadFailed') && <FailedWithAction message={error && t(error)} actionLabel={t(T.retry)} onAction={() => send({ type: 'flow.retry' })} />}
      {showsFlow(state) && (
        <>
          {state.matches({ shown: 'saved' }) && <StatusMessage tone="success">{t(T.saved)}</StatusMessage>}
          {state.matches({ shown: 'removed' }) && <StatusMessage tone="success">{t(T.removed)}</StatusMessage>}
          <FormError>{error && t(error)}</FormError>
          {flow ? <FlowStagesView stages={flow.stages} /> : <Text size="sm">{noFlow}</Text>}
          {children}
        </>
      )}
      {editing && (
        <form
          noValidate
          onSubmit={(submitted) => {
            submitted.preventDefault();
            send({ type: 'flow.save' });
          }}
        >
          <Stack>
            <ol className={styles.stages} aria-label={t(T.stagesLabel)}>
              {draft.map((stage, index) => (
                <StageFields
                  // A stage's place is its identity while edited: moving it moves its fields with it.
                  key={index}
                  stage={stage}
                  index={index}
                  count={draft.length}
                  reviewers={reviewers}
                  knownNames={knownNames}
                  timeZone={event.timeZone}
                  errors={errors}
                  disabled={saving}
                  onChange={(field, value) => send({ type: 'stage.change', index, field, value })}
                  onReviewer={(userId, chosen) => send({ type: 'stage.reviewer', index, userId, chosen })}
                  onAddGuest={() => send({ type: 'stage.guest.add', index })}
                  onRemoveGuest={(email) => send({ type: 'stage.guest.remove', index, email })}
                  onMove={(by) => send({ type: 'stage.move', index, by })}
                  onRemove={() => send({ type: 'stage.remove', index })}
                />
              ))}
            </ol>
            {errors.stages && <FormError>{t(errors.stages)}</FormError>}
            <div>
              <Button type="button" variant="outline" disabled={saving || draft.length >= STAGES_MAX} onClick={() => send({ type: 'stage.add' })}>
                {t(T.addStage)}
              </Button>
            </div>
            {error && !errors.stages && <FormError>{t(error)}</FormError>}
            <div className={styles.footer}>
              <Button type="submit" loading={saving} disabled={saving}>
                {t(saving ? T.saving : T.save)}
              </Button>
              <Button type="button" variant="ghost" disabled={saving} onClick={() => send({ type: 'flow.cancel' })}>
                {t(T.cancel)}
              </Button>
            </div>
          </Stack>
        </form>
      )}
      <ConfirmDialog
        open={state.matches('confirmingRemove') || state.matches('removing')}
        title={t(T.removeTitle)}
        message={t(T.removeMessage)}
        confirmLabel={t(T.removeConfirm)}
        cancelLabel={t(T.cancel)}
        pending={state.matches('removing')}
        onConfirm={() => send({ type: 'remove.confirm' })}
        onCancel={() => send({ type: 'remove.cancel' })}
      />
    </>
  );
}
