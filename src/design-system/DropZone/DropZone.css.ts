import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme.css';

export const zone = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space[3],
    padding: `${vars.space[10]} ${vars.space[6]}`,
    border: `1px dashed ${vars.color.border.strong}`,
    borderRadius: vars.radius.xl,
    background: vars.color.surface.hover,
    textAlign: 'center',
    cursor: 'pointer',
    transition: `border-color ${vars.motion.fast}, background-color ${vars.motion.fast}`,
    selectors: {
      '&:hover': { borderColor: vars.color.brand[500] },
      // The ring goes round the whole zone, not just the label button inside it.
      '&:has(:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    },
  },
  variants: {
    dragging: {
      true: { borderColor: vars.color.brand[500], background: vars.color.focusHalo },
      false: {},
    },
    disabled: {
      // Only the control fades (disabled controls are exempt from contrast rules); the hint stays readable.
      true: {
        cursor: 'not-allowed',
        background: vars.color.surface.muted,
        selectors: { '&:hover': { borderColor: vars.color.border.strong } },
      },
      false: {},
    },
  },
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 64,
  height: 64,
  borderRadius: vars.radius.full,
  background: vars.color.surface.muted,
  color: vars.color.text.strong,
});

export const button = style({
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text.strong,
  fontSize: vars.type.text.lg.size,
  lineHeight: vars.type.text.lg.lineHeight,
  fontWeight: vars.font.weight.semibold,
  cursor: 'inherit',
  selectors: {
    '&:focus-visible': { outline: 'none' },
    '&:disabled': { opacity: 0.5 },
  },
});

export const hint = style({
  maxWidth: 360,
  margin: 0,
  color: vars.color.text.muted,
  fontSize: vars.type.text.sm.size,
  lineHeight: vars.type.text.sm.lineHeight,
});
