import { keyframes, style } from '@vanilla-extract/css';
import { dialogSurface, overlay } from '../../design-system/looks/overlay.css';
import { keyCap } from '../../design-system/looks/key-cap.css';
import { media, vars } from '../../design-system/styles.css';

const dropIn = keyframes({ from: { opacity: 0, transform: 'translate(-50%, -8px)' }, to: { opacity: 1, transform: 'translate(-50%, 0)' } });

/** The dialogs' veil. */
export { overlay };

/** Near the top, as wide as a long result: the page it came from stays in sight below. */
export const panel = style({
  ...dialogSurface,
  top: vars.space[4],
  transform: 'translateX(-50%)',
  maxWidth: '640px',
  overflow: 'hidden',
  animation: `${dropIn} ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': {
    [media.tablet]: { top: '12vh', maxHeight: '72vh' },
    [media.reducedMotion]: { animation: 'none' },
  },
});

export const field = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `0 ${vars.space[4]}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
  color: vars.color.text.muted,
  '@media': { [media.tablet]: { padding: `0 ${vars.space[5]}` } },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  height: 56,
  border: 0,
  background: 'transparent',
  color: vars.color.text.strong,
  fontFamily: 'inherit',
  fontSize: vars.type.text.md.size,
  outline: 'none',
  selectors: { '&::placeholder': { color: vars.color.text.placeholder, opacity: 1 } },
});

export { keyCap };

export const body = style({ flex: 1, minHeight: 0, overflowY: 'auto', padding: vars.space[2], overscrollBehavior: 'contain' });

export const message = style({
  margin: 0,
  padding: `${vars.space[6]} ${vars.space[4]}`,
  color: vars.color.text.muted,
  fontSize: vars.type.text.sm.size,
  lineHeight: vars.type.text.sm.lineHeight,
  textAlign: 'center',
});

export const failure = style([message, { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space[3], color: vars.color.error.fg }]);

/** Earlier results stay while the next search runs, dimmed. */
export const listbox = style({ selectors: { '&[data-stale]': { opacity: 0.6 } } });

export const group = style({ selectors: { '& + &': { marginTop: vars.space[2] } } });

export const groupHeading = style({
  padding: `${vars.space[2]} ${vars.space[3]} ${vars.space[1]}`,
  color: vars.color.text.muted,
  fontSize: vars.type.text.xs.size,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.type.text.xs.lineHeight,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.lg,
  cursor: 'pointer',
  selectors: {
    // brand 600 on brand 50, as the sidebar's active item (AA contrast).
    '&[aria-selected="true"]': { background: vars.color.brand[50], color: vars.color.brand[600] },
  },
});

export const optionTitle = style({
  color: vars.color.text.strong,
  fontSize: vars.type.text.sm.size,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.type.text.sm.lineHeight,
  selectors: { [`${option}[aria-selected="true"] &`]: { color: vars.color.brand[600] } },
});

export const optionDetails = style({
  overflow: 'hidden',
  color: vars.color.text.muted,
  fontSize: vars.type.text.xs.size,
  lineHeight: vars.type.text.xs.lineHeight,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const footer = style({
  display: 'none',
  gap: vars.space[4],
  padding: `${vars.space[3]} ${vars.space[5]}`,
  borderTop: `1px solid ${vars.color.border.default}`,
  color: vars.color.text.muted,
  fontSize: vars.type.text.xs.size,
  lineHeight: vars.type.text.xs.lineHeight,
  '@media': { [media.tablet]: { display: 'flex' } },
});

export const footerKey = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1] });
