import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';
import { media } from '../tokens';

export const list = style({ display: 'grid', gap: `${vars.space[5]} ${vars.space[8]}`, margin: 0 });

export const twoColumns = style({ '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });

export const term = style({
  marginBottom: vars.space[2],
  color: vars.color.text.muted,
  fontSize: vars.type.text.xs.size,
  lineHeight: vars.type.text.xs.lineHeight,
});

export const value = style({
  margin: 0,
  color: vars.color.text.strong,
  fontSize: vars.type.text.sm.size,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});
