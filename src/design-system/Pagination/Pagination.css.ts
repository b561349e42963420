import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const pages = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const page = style({
  minWidth: 40,
  height: 40,
  padding: `0 ${vars.space[2]}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.default,
  fontSize: vars.type.text.sm.size,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brand[500], color: vars.color.text.onBrand },
    '&[aria-current="page"]': { background: vars.color.brand[500], color: vars.color.text.onBrand, cursor: 'default' },
  },
});

export const gap = style({ minWidth: 24, textAlign: 'center', color: vars.color.text.muted });
