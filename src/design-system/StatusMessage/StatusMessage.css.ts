import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme.css';

const tone = (t: 'success' | 'error' | 'warning' | 'info') => ({
  borderColor: vars.color[t].border,
  background: vars.color[t].bg,
  color: vars.color[t].fg,
});

export const message = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space[2],
    margin: 0,
    padding: `${vars.space[3]} ${vars.space[4]}`,
    border: '1px solid',
    borderRadius: vars.radius.md,
    fontSize: vars.type.text.sm.size,
    lineHeight: vars.type.text.sm.lineHeight,
  },
  variants: {
    tone: { success: tone('success'), error: tone('error'), warning: tone('warning'), info: tone('info') },
  },
  defaultVariants: { tone: 'info' },
});

export type MessageRecipe = NonNullable<RecipeVariants<typeof message>>;
