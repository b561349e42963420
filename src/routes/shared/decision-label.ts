import { APPROVAL_FLOW_TEXTS, type ArtworkReview, REVIEW_TEXTS } from '../../api/contract';

/** A decision in words (English, the catalogs' key: shown through `t`): an approval with changes is named so. */
export const decisionLabel = (decision: Pick<ArtworkReview, 'decision' | 'withChanges'>) =>
  decision.decision === 'approved' && decision.withChanges ? APPROVAL_FLOW_TEXTS.withChanges : REVIEW_TEXTS.decisions[decision.decision];
