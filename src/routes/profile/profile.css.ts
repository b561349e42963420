import { style } from '@vanilla-extract/css';
import { heading } from '../../design-system/heading.css';
import { media, vars } from '../../design-system/theme.css';

export const cards = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6] });

export const loading = style({ display: 'flex', justifyContent: 'center', padding: vars.space[12] });

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[5],
  '@media': { [media.tablet]: { flexDirection: 'row' } },
});

export const identityText = style({ flex: 1, textAlign: 'center', '@media': { [media.tablet]: { textAlign: 'left' } } });

export const identityEdit = style({ flexShrink: 0 });

export const fullName = heading.lg;

export const role = style({ margin: `${vars.space[1]} 0 0`, color: vars.color.text.muted, fontSize: vars.type.text.sm.size });

export const details = style({
  display: 'grid',
  gap: `${vars.space[5]} ${vars.space[8]}`,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const term = style({ marginBottom: vars.space[2], color: vars.color.text.muted, fontSize: vars.type.text.xs.size, lineHeight: vars.type.text.xs.lineHeight });

export const value = style({
  margin: 0,
  color: vars.color.text.strong,
  fontSize: vars.type.text.sm.size,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

export const form = style({
  display: 'grid',
  gap: vars.space[5],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } });
