import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

/** A row of a menu, a dropdown's or the sidebar's: icon and label side by side, the whole row clickable. */
export const menuRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  width: '100%',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: 0,
  background: 'transparent',
  fontSize: vars.type.text.sm.size,
  lineHeight: vars.type.text.sm.lineHeight,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
});
