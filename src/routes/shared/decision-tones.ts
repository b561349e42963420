import type { ReviewDecision } from '../../api/contract';
import type { BadgeTone } from '../../design-system';

/** Each decision in its own tone; the badge always names it in words too. */
export const DECISION_TONES: Record<ReviewDecision, BadgeTone> = { approved: 'success', changes_requested: 'warning', reopened: 'neutral' };
