import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme.css';
import { media } from '../tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });

export const labels = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[3],
  fontSize: vars.type.text.sm.size,
  lineHeight: vars.type.text.sm.lineHeight,
});

export const label = style({ overflow: 'hidden', color: vars.color.text.default, textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const value = style({ flexShrink: 0, color: vars.color.text.muted, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  height: 8,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.surface.muted,
  boxShadow: `inset 0 0 0 1px ${vars.color.border.default}`,
});

export const fill = recipe({
  base: {
    height: '100%',
    borderRadius: vars.radius.full,
    transition: `width ${vars.motion.normal} ${vars.motion.easing}`,
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
  variants: {
    tone: {
      brand: { background: vars.color.brand[500] },
      success: { background: vars.color.success.solid },
      error: { background: vars.color.error.solid },
    },
  },
  defaultVariants: { tone: 'brand' },
});
