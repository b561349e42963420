import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { GUEST_TEXTS, type GuestReviews, LIST_TEXTS, PAGE_TITLES, PAGES } from '../../api/contract';
import { getGuestReviews } from '../../api/guests';
import { Badge, Card, Inline, Spinner, Stack, Text } from '../../design-system';
import { createResourceMachine } from '../../machines/resource.machine';
import { FailedWithAction } from '../shared/FailedWithAction';
import { useT } from '../../i18n';
import { TitledPage } from '../shared/TitledPage';
import { QueueRow } from './QueueRow';

/**
 * /guest: a guest reviewer's home. The versions that reached the stages it was invited to, oldest
 * first, each marked as awaiting its decision or by the stage it saw it at, and opening its review.
 */
export function GuestReviewsPage() {
  const t = useT();
  const [machine] = useState(() => createResourceMachine<GuestReviews>({ load: getGuestReviews, fallbackError: GUEST_TEXTS.loadFailed }));
  const [state, send] = useMachine(machine);
  const items = state.context.data?.items;
  const waiting = items?.filter((item) => item.awaitsYou).length ?? 0;
  // Versions of more than one event name theirs.
  const withEvent = new Set(items?.map((item) => item.event.id)).size > 1;

  return (
    <TitledPage title={t(PAGE_TITLES.guestReviews)}>
      <Card title={t(PAGE_TITLES.guestReviews)}>
        <Stack>
          <Text size="sm" tone="muted">{t(GUEST_TEXTS.hint)}</Text>
          {state.matches('failed') ? (
            <FailedWithAction message={state.context.error && t(state.context.error)} actionLabel={t(LIST_TEXTS.retry)} onAction={() => send({ type: 'resource.reload' })} />
          ) : !items ? (
            <Spinner label={t(GUEST_TEXTS.loading)} />
          ) : items.length === 0 ? (
            <Text size="sm" tone="muted">{t(GUEST_TEXTS.empty)}</Text>
          ) : (
            <>
              <Text size="md" weight="semibold" tone="strong">{t(GUEST_TEXTS.waitingCount, { count: waiting, total: items.length })}</Text>
              <Stack as="ul" gap={3} aria-label={t(PAGE_TITLES.guestReviews)}>
                {items.map((item) => (
                  <QueueRow key={item.version.id} item={item} withEvent={withEvent} to={PAGES.guestReview.path}>
                    <Inline gap={2}>
                      <Badge tone="neutral">{t(GUEST_TEXTS.seenAt, { stage: item.stageName })}</Badge>
                      {item.awaitsYou && <Badge tone="warning">{t(GUEST_TEXTS.awaitsYou)}</Badge>}
                    </Inline>
                  </QueueRow>
                ))}
              </Stack>
            </>
          )}
        </Stack>
      </Card>
    </TitledPage>
  );
}
