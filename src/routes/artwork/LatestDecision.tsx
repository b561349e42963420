import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { REVIEW_TEXTS, type ReviewsList } from '../../api/contract';
import { listReviews } from '../../api/review';
import { createResourceMachine } from '../../machines/resource.machine';
import { VersionDecisions } from '../shared/VersionDecisions';
import * as styles from './artwork.css';

type Props = { requirementId: number; companyId: number; timeZone: string };

/** The reviewer's latest decision on the company's artwork, with the comment and reasons to act on. */
export function LatestDecision({ requirementId, companyId, timeZone }: Props) {
  const [machine] = useState(() => createResourceMachine<ReviewsList>({ load: () => listReviews(requirementId, companyId), fallbackError: REVIEW_TEXTS.loadFailed }));
  const [state] = useMachine(machine);
  const latest = state.context.data?.reviews[0];
  if (state.matches('failed')) return <p className={styles.muted}>{state.context.error}</p>;
  if (!latest) return null;
  return (
    <section className={styles.report} aria-label={REVIEW_TEXTS.decisionTitle}>
      <h4 className={styles.reportTitle}>{REVIEW_TEXTS.decisionTitle}</h4>
      <VersionDecisions reviews={[latest]} timeZone={timeZone} />
    </section>
  );
}
