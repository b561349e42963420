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
