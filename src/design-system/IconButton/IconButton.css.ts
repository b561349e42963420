import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { base, tone } from '../Button/Button.css';
import { vars } from '../theme.css';

export const iconButton = recipe({
  base: [base, { padding: 0, flexShrink: 0 }],
  variants: {
    variant: tone,
    size: {
      sm: { width: 36, height: 36 },
      md: { width: 44, height: 44 },
      lg: { width: 48, height: 48 },
    },
    shape: {
      square: { borderRadius: vars.radius.md },
      round: { borderRadius: vars.radius.full },
    },
  },
  defaultVariants: { variant: 'outline', size: 'md', shape: 'square' },
});

export type IconButtonRecipe = NonNullable<RecipeVariants<typeof iconButton>>;
