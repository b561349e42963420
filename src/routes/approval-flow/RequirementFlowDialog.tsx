import { useMachine } from '@xstate/react';
import { APPROVAL_FLOW_EDITOR_TEXTS as T, type Event } from '../../api/contract';
import { Modal, Stack, Text } from '../../design-system';
import { useT } from '../../i18n';
import { flowEditorMachine } from '../../machines/flow-editor.machine';
import { FlowActions, FlowEditor } from './FlowEditor';

type Props = {
  event: Pick<Event, 'id' | 'timeZone'>;
  requirement: { id: number; name: string };
  /** The machine, with its server calls replaced in stories. */
  editor: typeof flowEditorMachine;
  /** Closed; `changed`: its flow was saved or removed, so the event's list of them is read again. */
  onClose: (changed: boolean) => void;
};

/** One requirement's own approval flow, set up, edited or removed in a dialog over the event's page. */
export function RequirementFlowDialog({ event, requirement, editor, onClose }: Props) {
  const t = useT();
  const [state, send] = useMachine(editor, { input: { eventId: event.id, requirementId: requirement.id } });
  const changed = state.matches({ shown: 'saved' }) || state.matches({ shown: 'removed' });
  // A removal's confirmation answers Escape itself; the dialog stays while the draft is saved.
  const busy = state.matches('saving') || state.matches('removing') || state.matches('confirmingRemove');
  return (
    <Modal open size="2xl" title={t(T.ownFlowTitle, { requirement: requirement.name })} closeLabel={t(T.close)} onOpenChange={(open) => !open && !busy && onClose(changed)}>
      <Stack>
        <Text size="sm" tone="muted">{t(T.ownFlowHint)}</Text>
        <FlowActions state={state} send={send} />
        <FlowEditor state={state} send={send} event={event} noFlow={t(T.noOwnFlow)} />
      </Stack>
    </Modal>
  );
}
