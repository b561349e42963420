import { useSearch } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import { ARTWORK_TEXTS, LIST_TEXTS, type ChecklistItem } from '../../api/contract';
import { Button, Card, FormError, Spinner, Stack, Text } from '../../design-system';
import { checklistMachine } from '../../machines/checklist.machine';
import { formatWhen } from '../shared/dates';
import { useSessionUser } from '../shared/use-session';
import { ChecklistItemCard } from './ChecklistItemCard';
import { useT } from '../../i18n';
import { notesLinkOf } from './notes-link';
import { useLinkedVersion } from './use-linked-version';

type Props = {
  /** Told when what the server has changed since the last read (the page around it reads its own part again). */
  onChanged?: () => void;
};

/**
 * The exhibiting company's home: per event, what artwork it owes and by when, and where to drop it.
 * It follows the server without a reload: read again after each change, when the page comes back
 * into view or the browser back online, and now and then while a submission waits for review.
 */
export function ArtworkChecklist({ onChanged }: Props) {
  const user = useSessionUser();
  const t = useT();
  const [state, send] = useMachine(checklistMachine);
  const reload = useCallback(() => send({ type: 'checklist.refresh' }), [send]);
  const { data, error } = state.context;
  const failed = state.matches('failed');
  // An email's note links here with its version and note: that version's notes open at it.
  const search = useSearch({ strict: false });
  const link = notesLinkOf(search);
  // A reminder's or a decision's link opens one item.
  const openedItem = Number((search as { requirement?: unknown }).requirement);
  const linked = useLinkedVersion(link?.versionId ?? null);
  // The link holds until the company submits a newer version there: then that one's notes are shown.
  const submittedAtOpen = useRef<Map<number, number | undefined> | null>(null);
  if (data && submittedAtOpen.current === null) submittedAtOpen.current = new Map(data.events.flatMap(({ items }) => items.map((item) => [item.requirement.id, item.submitted?.id])));
  const linkFor = (item: ChecklistItem) =>
    linked?.requirementId === item.requirement.id && submittedAtOpen.current?.get(item.requirement.id) === item.submitted?.id ? { version: linked, annotationId: link?.annotationId ?? null } : null;

  useEffect(() => {
    const visible = () => {
      if (document.visibilityState === 'visible') reload();
    };
    window.addEventListener('focus', reload);
    window.addEventListener('online', reload);
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.removeEventListener('focus', reload);
      window.removeEventListener('online', reload);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [reload]);

  // A read that brings something new (a decision, a submission): the page around follows too.
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (!data) return;
    const now = JSON.stringify(data);
    if (seen.current !== null && seen.current !== now) onChanged?.();
    seen.current = now;
  }, [data, onChanged]);
  const failure = (
    <Stack>
      <FormError>{error && t(error)}</FormError>
      <div>
        <Button variant="outline" onClick={reload}>
          {t(LIST_TEXTS.retry)}
        </Button>
      </div>
    </Stack>
  );

  if (!data) {
    return (
      <Card title={t(ARTWORK_TEXTS.checklistTitle)}>
        {failed ? (
          failure
        ) : (
          <Spinner label={t(ARTWORK_TEXTS.loadingChecklist)} />
        )}
      </Card>
    );
  }
  if (data.events.length === 0) {
    return (
      <Card title={t(ARTWORK_TEXTS.checklistTitle)}>
        <Text size="sm" tone="muted">{t(ARTWORK_TEXTS.noArtworkEvents)}</Text>
      </Card>
    );
  }
  return (
    <>
      {/* A read after a change failed: what was shown stays, with the reason and a way to try again. */}
      {failed && <Card>{failure}</Card>}
      {data.events.map(({ event, booth, items }) => (
        <Card key={event.id} title={t(ARTWORK_TEXTS.checklistFor, { event: event.name })}>
          <Stack>
            <Text size="sm" tone="muted">
              {ARTWORK_TEXTS.specLine([formatWhen(event), ...(booth ? [t(ARTWORK_TEXTS.boothAt, { booth })] : [])])}
            </Text>
            <Stack as="ul" aria-label={event.name}>
              {items.map((item) => (
                <ChecklistItemCard
                  key={item.requirement.id}
                  item={item}
                  timeZone={event.timeZone}
                  userId={user.id}
                  onChanged={reload}
                  link={linkFor(item)}
                  opened={item.requirement.id === openedItem}
                />
              ))}
            </Stack>
          </Stack>
        </Card>
      ))}
    </>
  );
}
