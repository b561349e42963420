import type { ReactNode } from 'react';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { Badge } from '../Badge/Badge';
import { ArrowDownIcon, ArrowUpIcon } from '../icons/icons';

/** Up, down, or flat: no change, which no arrow may claim. */
export const trendDirections = ['up', 'down', 'flat'] as const;
export type TrendDirection = (typeof trendDirections)[number];

export type TrendBadgeProps = {
  direction: TrendDirection;
  children: ReactNode;
  /** Spoken before the value, since the arrow is only visual, e.g. "Up" or "Increased by". */
  directionLabel?: string;
};

const TONES = { up: 'success', down: 'error', flat: 'neutral' } as const;

export function TrendBadge({ direction, children, directionLabel }: TrendBadgeProps) {
  const Arrow = direction === 'up' ? ArrowUpIcon : direction === 'down' ? ArrowDownIcon : null;
  return (
    <Badge tone={TONES[direction]} size="md">
      {Arrow && <Arrow size={14} />}
      {directionLabel && <VisuallyHidden>{directionLabel} </VisuallyHidden>}
      {children}
    </Badge>
  );
}
