import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { REVIEW_TEXTS, type ReviewsList } from '../../api/contract';
import { listReviews } from '../../api/review';
import { createResourceMachine } from '../../machines/resource.machine';
import { VersionDecisions } from '../shared/VersionDecisions';
import { Stack, Text } from '../../design-system';
import { useT } from '../../i18n';

type Props = { requirementId: number; companyId: number; timeZone: string };

/** The reviewer's latest decision on the company's artwork, with the comment and reasons to act on. */
export function LatestDecision({ requirementId, companyId, timeZone }: Props) {
  const [machine] = useState(() => createResourceMachine<ReviewsList>({ load: () => listReviews(requirementId, companyId), fallbackError: REVIEW_TEXTS.loadFailed }));
  const [state] = useMachine(machine);
  const t = useT();
  const latest = state.context.data?.reviews[0];
  if (state.matches('failed')) return <Text size="sm" tone="muted">{state.context.error && t(state.context.error)}</Text>;
  if (!latest) return null;
  return (
    <Stack as="section" gap={2} aria-label={t(REVIEW_TEXTS.decisionTitle)}>
      <Text as="h4" size="sm" weight="semibold" tone="strong">
        {t(REVIEW_TEXTS.decisionTitle)}
      </Text>
      <VersionDecisions reviews={[latest]} timeZone={timeZone} />
    </Stack>
  );
}
