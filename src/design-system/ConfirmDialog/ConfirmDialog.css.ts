import { style } from '@vanilla-extract/css';
import { heading } from '../looks/heading.css';
import { vars } from '../theme.css';

export const body = style({ padding: vars.space[6] });

export const title = heading.lg;

export const message = style({
  margin: `${vars.space[2]} 0 0`,
  color: vars.color.text.muted,
  fontSize: vars.type.text.sm.size,
  lineHeight: vars.type.text.sm.lineHeight,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  marginTop: vars.space[6],
});
