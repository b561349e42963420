import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

/** The look shared by every text-like control: input, textarea, select. */
export const control = style({
  display: 'block',
  width: '100%',
  minHeight: 44,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.default,
  color: vars.color.text.strong,
  fontSize: vars.type.text.sm.size,
  lineHeight: vars.type.text.sm.lineHeight,
  boxShadow: vars.shadow.xs,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.text.placeholder, opacity: 1 },
    '&:focus, &:focus-visible': {
      outline: 'none',
      borderColor: vars.color.border.focus,
      boxShadow: `0 0 0 4px ${vars.color.focusHalo}`,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.error.solid },
    '&[aria-invalid="true"]:focus': { boxShadow: `0 0 0 4px ${vars.color.error.bg}` },
    '&:disabled': {
      background: vars.color.surface.muted,
      color: vars.color.text.muted,
      cursor: 'not-allowed',
    },
  },
});
