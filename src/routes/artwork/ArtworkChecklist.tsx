import { useMachine } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { getChecklist } from '../../api/artwork';
import { ARTWORK_TEXTS, LIST_TEXTS } from '../../api/contract';
import { Button, Card, FormError, Spinner } from '../../design-system';
import { createResourceMachine } from '../../machines/resource.machine';
import { formatWhen } from '../shared/dates';
import { useSessionUser } from '../use-session';
import { ChecklistItemCard } from './ChecklistItemCard';
import * as styles from './artwork.css';

const checklistMachine = createResourceMachine({ load: getChecklist, fallbackError: ARTWORK_TEXTS.checklistFailed });

/** The exhibiting company's home: per event, what artwork it owes and by when, and where to drop it. */
export function ArtworkChecklist() {
  const user = useSessionUser();
  const [state, send] = useMachine(checklistMachine);
  const reload = useCallback(() => send({ type: 'resource.reload' }), [send]);
  const { data, error } = state.context;
  const failed = state.matches('failed');

  // Back online after a failed read (an upload may have finished meanwhile): read again.
  useEffect(() => {
    if (!failed) return;
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [failed, reload]);
  const failure = (
    <div className={styles.stack}>
      <FormError>{error}</FormError>
      <div>
        <Button variant="outline" onClick={reload}>
          {LIST_TEXTS.retry}
        </Button>
      </div>
    </div>
  );

  if (!data) {
    return (
      <Card title={ARTWORK_TEXTS.checklistTitle}>
        {failed ? (
          failure
        ) : (
          <Spinner label={ARTWORK_TEXTS.loadingChecklist} />
        )}
      </Card>
    );
  }
  if (data.events.length === 0) {
    return (
      <Card title={ARTWORK_TEXTS.checklistTitle}>
        <p className={styles.muted}>{ARTWORK_TEXTS.noArtworkEvents}</p>
      </Card>
    );
  }
  return (
    <>
      {/* A read after a change failed: what was shown stays, with the reason and a way to try again. */}
      {failed && <Card>{failure}</Card>}
      {data.events.map(({ event, booth, items }) => (
        <Card key={event.id} title={ARTWORK_TEXTS.checklistFor(event.name)}>
          <div className={styles.stack}>
            <p className={styles.muted}>
              {ARTWORK_TEXTS.specLine([formatWhen(event), ...(booth ? [ARTWORK_TEXTS.boothAt(booth)] : [])])}
            </p>
            <ul className={styles.items} aria-label={event.name}>
              {items.map((item) => (
                <ChecklistItemCard key={item.requirement.id} item={item} timeZone={event.timeZone} userId={user.id} onChanged={reload} />
              ))}
            </ul>
          </div>
        </Card>
      ))}
    </>
  );
}
