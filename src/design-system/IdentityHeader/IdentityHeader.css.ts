import { style } from '@vanilla-extract/css';
import { heading } from '../looks/heading.css';
import { vars } from '../theme.css';
import { media } from '../tokens';

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[5],
  '@media': { [media.tablet]: { flexDirection: 'row' } },
});

export const text = style({ flex: 1, minWidth: 0, textAlign: 'center', '@media': { [media.tablet]: { textAlign: 'left' } } });

export const name = style([heading.lg, { overflowWrap: 'anywhere' }]);

export const subtitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[3],
  margin: `${vars.space[1]} 0 0`,
  color: vars.color.text.muted,
  fontSize: vars.type.text.sm.size,
  '@media': { [media.tablet]: { justifyContent: 'flex-start' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', flexShrink: 0, justifyContent: 'center', gap: vars.space[3] });
