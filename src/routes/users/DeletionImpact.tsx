import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { DELETE_IMPACT_TEXTS, type AccountDeletionImpact } from '../../api/contract';
import { createResourceMachine } from '../../machines/resource.machine';
import { useT } from '../../i18n';

type Props = {
  load: () => Promise<AccountDeletionImpact>;
  describe: (impact: AccountDeletionImpact) => string;
};

/** What goes with the record about to be deleted, asked of the server while the confirmation shows. */
export function DeletionImpact({ load, describe }: Props) {
  const [machine] = useState(() => createResourceMachine<AccountDeletionImpact>({ load, fallbackError: DELETE_IMPACT_TEXTS.unknown }));
  const [state] = useMachine(machine);
  const t = useT();
  const { data } = state.context;
  return (
    <span role="status" aria-live="polite">
      {data ? describe(data) : t(state.matches('failed') ? DELETE_IMPACT_TEXTS.unknown : DELETE_IMPACT_TEXTS.checking)}
    </span>
  );
}
