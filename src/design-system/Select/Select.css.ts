import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const wrapper = style({ position: 'relative' });

export const select = style({ appearance: 'none', paddingInlineEnd: vars.space[10], cursor: 'pointer' });

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space[4],
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'flex',
  pointerEvents: 'none',
  color: vars.color.text.muted,
});
