import { useMachine } from '@xstate/react';
import { APPROVAL_FLOW_EDITOR_TEXTS as T, type Event, STAGES_MAX } from '../../api/contract';
import { Button, Card, ConfirmDialog, FormError, Spinner, Stack, StatusMessage, Text } from '../../design-system';
import { flowEditorMachine } from '../../machines/flow-editor.machine';
import { FailedWithAction } from '../shared/FailedWithAction';
import { FlowStagesView } from './FlowStagesView';
import { GuestReviewers } from './GuestReviewers';
import { StageFields } from './StageFields';
import * as styles from './approval-flow.css';

/**
 * "Approval flow" on the event's page, for staff who may manage the event: the stages its versions
 * go through (or the default one stage), edited in place, saved whole or removed; and the
 * requirements that follow a flow of their own.
 */
export function ApprovalFlowSection({ event, editor = flowEditorMachine }: { event: Event; /** The machine, with its server calls replaced in stories. */ editor?: typeof flowEditorMachine }) {
  const [state, send] = useMachine(editor, { input: { eventId: event.id } });
  const { flow, reviewers, overrides, draft, errors, error } = state.context;
  const editing = state.matches('editing') || state.matches('saving');
  const saving = state.matches('saving');
  const knownNames = new Map((flow?.stages ?? []).flatMap((stage) => stage.reviewers.map((reviewer) => [reviewer.userId, reviewer.name] as const)));
  const shown = state.matches('shown') || state.matches('confirmingRemove') || state.matches('removing');

  const actions = shown && (
    <div className={styles.cardActions}>
      {flow && (
        <Button variant="outline" onClick={() => send({ type: 'flow.remove' })}>
          {T.remove}
        </Button>
      )}
      <Button onClick={() => send({ type: 'flow.edit' })}>{flow ? T.edit : T.setUp}</Button>
    </div>
  );

  return (
    <Card title={T.title} actions={actions}>
      <Stack>
        <Text size="sm" tone="muted">
          {T.hint}
        </Text>
        {state.matches('loading') && <Spinner label={T.loading} />}
        {state.matches('loadFailed') && <FailedWithAction message={error} actionLabel={T.retry} onAction={() => send({ type: 'flow.retry' })} />}
        {shown && (
          <>
            {state.matches({ shown: 'saved' }) && <StatusMessage tone="success">{T.saved}</StatusMessage>}
            {state.matches({ shown: 'removed' }) && <StatusMessage tone="success">{T.removed}</StatusMessage>}
            <FormError>{error}</FormError>
            {flow ? <FlowStagesView stages={flow.stages} /> : <Text size="sm">{T.noFlow}</Text>}
            {/* Read each time the flow is shown again: a save invites the guests it names. */}
            <GuestReviewers event={event} />
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
              <ol className={styles.stages} aria-label={T.stagesLabel}>
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
              {errors.stages && <FormError>{errors.stages}</FormError>}
              <div>
                <Button type="button" variant="outline" disabled={saving || draft.length >= STAGES_MAX} onClick={() => send({ type: 'stage.add' })}>
                  {T.addStage}
                </Button>
              </div>
              {error && !errors.stages && <FormError>{error}</FormError>}
              <div className={styles.footer}>
                <Button type="submit" loading={saving} disabled={saving}>
                  {saving ? T.saving : T.save}
                </Button>
                <Button type="button" variant="ghost" disabled={saving} onClick={() => send({ type: 'flow.cancel' })}>
                  {T.cancel}
                </Button>
              </div>
            </Stack>
          </form>
        )}
        {overrides.length > 0 && (
          <div>
            <h3 className={styles.groupLabel}>{T.overridesTitle}</h3>
            <Text size="sm" tone="muted">
              {T.overridesHint}
            </Text>
            <ul className={styles.overrides}>
              {overrides.map((override) => (
                <li key={override.requirementId}>
                  <Text as="span" size="sm" weight="medium">
                    {override.name}
                  </Text>
                  <Text as="span" size="sm" tone="muted">
                    {`: ${T.overrideLine(override.stages)}`}
                  </Text>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Stack>
      <ConfirmDialog
        open={state.matches('confirmingRemove') || state.matches('removing')}
        title={T.removeTitle}
        message={T.removeMessage}
        confirmLabel={T.removeConfirm}
        cancelLabel={T.cancel}
        pending={state.matches('removing')}
        onConfirm={() => send({ type: 'remove.confirm' })}
        onCancel={() => send({ type: 'remove.cancel' })}
      />
    </Card>
  );
}
