import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { LIST_TEXTS, PAGES, REVIEW_TEXTS, type ReviewQueue as Queue } from '../../api/contract';
import { getReviewQueue } from '../../api/review';
import { Card, Spinner, Stack, Text } from '../../design-system';
import { useT } from '../../i18n';
import { createResourceMachine } from '../../machines/resource.machine';
import { linkButton } from '../shared/section.css';
import { FailedWithAction } from '../shared/FailedWithAction';
import { QueueRow } from './QueueRow';

type Props = {
  /** One event's queue; without it, every event the reviewer may change. */
  eventId?: number;
  /** Shows the count and only the oldest this many (the dashboard's card). */
  oldest?: number;
};

/** "Awaiting review": submitted artwork waiting for a decision, oldest first, each opening its review. */
export function ReviewQueue({ eventId, oldest }: Props) {
  const t = useT();
  const [machine] = useState(() => createResourceMachine<Queue>({ load: () => getReviewQueue(eventId), fallbackError: REVIEW_TEXTS.queueFailed }));
  const [state, send] = useMachine(machine);
  const items = state.context.data?.items;
  const shown = items && oldest !== undefined ? items.slice(0, oldest) : items;

  return (
    <Card title={t(REVIEW_TEXTS.queueTitle)}>
      <Stack>
        {oldest === undefined ? <Text size="sm" tone="muted">{t(REVIEW_TEXTS.queueHint)}</Text> : items && <Text size="md" weight="semibold" tone="strong">{t(REVIEW_TEXTS.queueCount, { count: items.length })}</Text>}
        {state.matches('failed') ? (
          <FailedWithAction message={state.context.error && t(state.context.error)} actionLabel={t(LIST_TEXTS.retry)} onAction={() => send({ type: 'resource.reload' })} />
        ) : !shown ? (
          <Spinner label={t(REVIEW_TEXTS.queueLoading)} />
        ) : shown.length === 0 ? (
          <Text size="sm" tone="muted">{t(REVIEW_TEXTS.queueEmpty)}</Text>
        ) : (
          <Stack as="ul" gap={3} aria-label={t(REVIEW_TEXTS.queueTitle)}>
            {shown.map((item) => (
              <QueueRow key={item.version.id} item={item} withEvent={eventId === undefined} to={PAGES.review.path} />
            ))}
          </Stack>
        )}
        {items && shown && items.length > shown.length && (
          <p>
            <Link to="/review" className={linkButton}>
              {t(REVIEW_TEXTS.queueMore, { count: items.length - shown.length })}
            </Link>
          </p>
        )}
      </Stack>
    </Card>
  );
}
