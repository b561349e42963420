import type { ReactNode } from 'react';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { Badge } from '../Badge/Badge';
import { ArrowDownIcon, ArrowUpIcon } from '../icons/icons';

export const trendDirections = ['up', 'down'] as const;
export type TrendDirection = (typeof trendDirections)[number];

export type TrendBadgeProps = {
  direction: TrendDirection;
  children: ReactNode;
  /** Spoken before the value, since the arrow is only visual, e.g. "Up" or "Increased by". */
  directionLabel?: string;
};

export function TrendBadge({ direction, children, directionLabel }: TrendBadgeProps) {
  const Arrow = direction === 'up' ? ArrowUpIcon : ArrowDownIcon;
  return (
    <Badge tone={direction === 'up' ? 'success' : 'error'} size="md">
      <Arrow size={14} />
      {directionLabel && <VisuallyHidden>{directionLabel} </VisuallyHidden>}
      {children}
    </Badge>
  );
}
