import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { listRequirements } from '../../api/artwork';
import { APPROVAL_FLOW_EDITOR_TEXTS as T, type RequirementsList } from '../../api/contract';
import { Button, Select, Spinner } from '../../design-system';
import { useT } from '../../i18n';
import { createResourceMachine } from '../../machines/resource.machine';
import { FailedWithAction } from '../shared/FailedWithAction';
import * as styles from './approval-flow.css';

type Props = {
  eventId: number;
  /** The requirements that have a flow of their own already, by id: not offered again. */
  taken: readonly number[];
  onChoose: (requirement: { id: number; name: string }) => void;
};

/** Choose a requirement to give a flow of its own: the event's requirements, read when asked for. */
export function OverrideChooser({ eventId, taken, onChoose }: Props) {
  const t = useT();
  const [machine] = useState(() => createResourceMachine<RequirementsList>({ load: () => listRequirements(eventId), fallbackError: T.loadFailed }));
  const [state, send] = useMachine(machine);
  const [chosen, setChosen] = useState('');
  if (state.matches('failed')) return <FailedWithAction message={state.context.error && t(state.context.error)} actionLabel={t(T.retry)} onAction={() => send({ type: 'resource.reload' })} />;
  const following = state.context.data?.requirements.filter((requirement) => !taken.includes(requirement.id));
  if (!following) return <Spinner label={t(T.loading)} />;
  return (
    <div className={styles.overrideAdd}>
      <Select
        label={t(T.overrideRequirement)}
        value={chosen}
        placeholder={t(T.overrideRequirementPlaceholder)}
        options={following.map((requirement) => ({ value: String(requirement.id), label: requirement.name }))}
        onChange={(changed) => setChosen(changed.target.value)}
      />
      <Button
        variant="outline"
        disabled={chosen === ''}
        onClick={() => {
          const requirement = following.find((candidate) => String(candidate.id) === chosen);
          if (requirement) onChoose({ id: requirement.id, name: requirement.name });
        }}
      >
        {t(T.addOverride)}
      </Button>
    </div>
  );
}
