import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { menuRow } from '../looks/menu-row.css';
import { vars } from '../theme.css';

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const content = style({
  zIndex: vars.zIndex.dropdown,
  minWidth: 220,
  padding: vars.space[2],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.xl,
  background: vars.color.surface.default,
  boxShadow: vars.shadow.lg,
  color: vars.color.text.default,
  animation: `${appear} ${vars.motion.fast} ease-out`,
});

export const item = recipe({
  base: [
    menuRow,
    {
      borderRadius: vars.radius.md,
      textAlign: 'start',
      outline: 'none',
      userSelect: 'none',
      selectors: {
        '&[data-highlighted]': { background: vars.color.surface.muted },
        '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
      },
    },
  ],
  variants: {
    tone: {
      default: {
        color: vars.color.text.default,
        selectors: { '&[data-highlighted]': { color: vars.color.text.strong } },
      },
      danger: {
        color: vars.color.error.fg,
        selectors: { '&[data-highlighted]': { background: vars.color.error.bg } },
      },
    },
  },
  defaultVariants: { tone: 'default' },
});

export const label = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  color: vars.color.text.muted,
  fontSize: vars.type.text.xs.size,
  lineHeight: vars.type.text.xs.lineHeight,
});

export const separator = style({
  height: 1,
  margin: `${vars.space[2]} 0`,
  background: vars.color.border.default,
});
