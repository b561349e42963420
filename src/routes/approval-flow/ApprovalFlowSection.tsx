import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { APPROVAL_FLOW_EDITOR_TEXTS as T, type Event } from '../../api/contract';
import { Button, Card, Stack, Text } from '../../design-system';
import { useT } from '../../i18n';
import { flowEditorMachine } from '../../machines/flow-editor.machine';
import { FlowActions, FlowEditor, showsFlow } from './FlowEditor';
import { GuestReviewers } from './GuestReviewers';
import { OverrideChooser } from './OverrideChooser';
import { RequirementFlowDialog } from './RequirementFlowDialog';
import * as styles from './approval-flow.css';

/**
 * "Approval flow" on the event's page, for staff who may manage the event: the stages its versions
 * go through (or the default one stage), edited in place, saved whole or removed; its guest
 * reviewers; and the requirements that follow a flow of their own, each edited in a dialog, and
 * another given one.
 */
export function ApprovalFlowSection({ event, editor = flowEditorMachine }: { event: Event; /** The machine, with its server calls replaced in stories. */ editor?: typeof flowEditorMachine }) {
  const t = useT();
  const [state, send] = useMachine(editor, { input: { eventId: event.id } });
  const { overrides } = state.context;
  // The requirement whose own flow is open in the dialog; whether one is being chosen to be given one.
  const [open, setOpen] = useState<{ id: number; name: string } | null>(null);
  const [choosing, setChoosing] = useState(false);

  return (
    <Card title={t(T.title)} actions={<FlowActions state={state} send={send} />}>
      <Stack>
        <Text size="sm" tone="muted">
          {t(T.hint)}
        </Text>
        <FlowEditor state={state} send={send} event={event} noFlow={t(T.noFlow)}>
          {/* Read each time the flow is shown again: a save invites the guests it names. */}
          <GuestReviewers event={event} />
        </FlowEditor>
        {showsFlow(state) && (
          <div>
            <h3 className={styles.groupLabel}>{t(T.overridesTitle)}</h3>
            <Text size="sm" tone="muted">
              {t(T.overridesHint)}
            </Text>
            {overrides.length > 0 && (
              <ul className={styles.overrides}>
                {overrides.map((override) => (
                  <li key={override.requirementId} className={styles.overrideRow}>
                    <span>
                      <Text as="span" size="sm" weight="medium">
                        {override.name}
                      </Text>
                      <Text as="span" size="sm" tone="muted">
                        {`: ${T.overrideLine(override.stages)}`}
                      </Text>
                    </span>
                    <Button variant="ghost" size="sm" aria-label={t(T.editOverrideOf, { requirement: override.name })} onClick={() => setOpen({ id: override.requirementId, name: override.name })}>
                      {t(T.editOverride)}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {choosing ? (
              <OverrideChooser eventId={event.id} taken={overrides.map((override) => override.requirementId)} onChoose={setOpen} />
            ) : (
              <div className={styles.overrideStart}>
                <Button variant="outline" size="sm" onClick={() => setChoosing(true)}>
                  {t(T.chooseOverride)}
                </Button>
              </div>
            )}
          </div>
        )}
      </Stack>
      {open && (
        <RequirementFlowDialog
          event={event}
          requirement={open}
          editor={editor}
          onClose={(changed) => {
            setOpen(null);
            setChoosing(false);
            if (changed) send({ type: 'flow.reload' });
          }}
        />
      )}
    </Card>
  );
}
