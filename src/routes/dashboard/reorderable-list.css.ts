import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/styles.css';

export const row = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[3]} ${vars.space[4]} ${vars.space[3]} ${vars.space[2]}`,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.default,
  transition: `opacity ${vars.motion.fast}`,
  selectors: {
    '&[data-dragging]': { opacity: 0.5 },
    '&[data-drop]::after': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      height: 2,
      borderRadius: vars.radius.full,
      background: vars.color.brand[500],
    },
    '&[data-drop="before"]::after': { top: -8 },
    '&[data-drop="after"]::after': { bottom: -8 },
  },
});

export const handle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 32,
  height: 32,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.muted,
  cursor: 'grab',
  // The pointer drags the row; the page must not scroll under a finger instead.
  touchAction: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface.muted, color: vars.color.text.strong },
    '&:active': { cursor: 'grabbing' },
  },
});

export const content = style({ flex: 1, minWidth: 0 });
