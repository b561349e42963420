import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The veil behind a dialog: the page dims and blurs. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.surface.overlay,
  backdropFilter: 'blur(4px)',
  animation: `${fadeIn} ${vars.motion.normal} ease-out`,
});

/**
 * The panel on the veil, as the Modal and the search palette draw it: fixed and centred across,
 * within the screen's margins, its own surface, border and shadow. Each places it vertically and
 * gives its width and entrance.
 */
export const dialogSurface = {
  position: 'fixed',
  left: '50%',
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  width: `calc(100vw - 2 * ${vars.space[4]})`,
  maxHeight: `calc(100dvh - 2 * ${vars.space[4]})`,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius['2xl'],
  background: vars.color.surface.default,
  color: vars.color.text.default,
  boxShadow: vars.shadow.xl,
  outline: 'none',
} as const;
