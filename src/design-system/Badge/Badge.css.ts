import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme.css';

const tone = (t: 'success' | 'error' | 'warning' | 'info' | 'neutral') => ({
  background: vars.color[t].bg,
  color: vars.color[t].fg,
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[1],
    padding: `2px 10px`,
    borderRadius: vars.radius.full,
    fontSize: vars.type.text.xs.size,
    lineHeight: vars.type.text.xs.lineHeight,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      success: tone('success'),
      error: tone('error'),
      warning: tone('warning'),
      info: tone('info'),
      neutral: tone('neutral'),
    },
    size: {
      sm: {},
      md: { padding: `2px 10px`, fontSize: vars.type.text.sm.size, lineHeight: vars.type.text.sm.lineHeight },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'sm' },
});

export type BadgeRecipe = NonNullable<RecipeVariants<typeof badge>>;
