import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme.css';

export const zone = recipe({
  base: {
    position: 'relative',
    border: `1px dashed ${vars.color.border.strong}`,
    borderRadius: vars.radius.xl,
    background: vars.color.surface.hover,
    transition: `border-color ${vars.motion.fast}, background-color ${vars.motion.fast}`,
    selectors: {
      '&:hover': { borderColor: vars.color.brand[500] },
    },
  },
  variants: {
    dragging: {
      true: { borderColor: vars.color.brand[500], background: vars.color.focusHalo },
      false: {},
    },
    disabled: {
      true: { opacity: 0.6, selectors: { '&:hover': { borderColor: vars.color.border.strong } } },
      false: {},
    },
  },
});

export const button = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  width: '100%',
  padding: `${vars.space[10]} ${vars.space[6]}`,
  border: 0,
  borderRadius: 'inherit',
  background: 'transparent',
  color: vars.color.text.default,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
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

export const label = style({
  color: vars.color.text.strong,
  fontSize: vars.type.text.lg.size,
  lineHeight: vars.type.text.lg.lineHeight,
  fontWeight: vars.font.weight.semibold,
});

export const hint = style({
  maxWidth: 360,
  color: vars.color.text.muted,
  fontSize: vars.type.text.sm.size,
  lineHeight: vars.type.text.sm.lineHeight,
});
