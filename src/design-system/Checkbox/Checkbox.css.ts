import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });

export const choice = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  color: vars.color.text.default,
  fontSize: vars.type.text.sm.size,
  lineHeight: vars.type.text.sm.lineHeight,
  cursor: 'pointer',
  selectors: { '&:has(input:disabled)': { color: vars.color.text.muted, cursor: 'not-allowed' } },
});

export const box = style({
  flexShrink: 0,
  width: 18,
  height: 18,
  margin: '1px 0 0',
  accentColor: vars.color.brand[500],
  cursor: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.error.solid}`, outlineOffset: 1 },
  },
});

const message = style({ margin: 0, paddingLeft: 26, fontSize: vars.type.text.xs.size, lineHeight: vars.type.text.xs.lineHeight });
export const hint = style([message, { color: vars.color.text.muted }]);
export const error = style([message, { color: vars.color.error.fg }]);
