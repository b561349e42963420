import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { getVersion } from '../../api/artwork';
import { NOTES_PANEL_TEXTS, type ArtworkVersion } from '../../api/contract';
import { createResourceMachine } from '../../machines/resource.machine';

/** The version a link names, read from the server to learn its requirement; null without a link, or when it is not the company's. */
export function useLinkedVersion(versionId: number | null): ArtworkVersion | null {
  const [machine] = useState(() =>
    createResourceMachine<ArtworkVersion | null, number | null>({ load: (id) => (id === null ? Promise.resolve(null) : getVersion(id)), query: versionId, fallbackError: NOTES_PANEL_TEXTS.loadFailed }),
  );
  const [state, send] = useMachine(machine);
  useEffect(() => {
    if (state.context.query !== versionId) send({ type: 'resource.query', query: versionId });
  }, [versionId, state.context.query, send]);
  return state.context.data?.id === versionId ? state.context.data : null;
}
