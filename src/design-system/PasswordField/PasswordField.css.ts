import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const wrapper = style({ position: 'relative' });

export const input = style({ paddingInlineEnd: 52 });

export const toggle = style({
  position: 'absolute',
  insetInlineEnd: vars.space[1],
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.muted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text.strong },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});
