import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: 6, minWidth: 0 });

export const label = style({
  fontSize: vars.type.text.sm.size,
  lineHeight: vars.type.text.sm.lineHeight,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.default,
});

export const required = style({ color: vars.color.error.solid, marginInlineStart: 2 });

const message = style({
  margin: 0,
  fontSize: vars.type.text.xs.size,
  lineHeight: vars.type.text.xs.lineHeight,
});

export const hint = style([message, { color: vars.color.text.muted }]);
export const error = style([message, { color: vars.color.error.fg }]);
