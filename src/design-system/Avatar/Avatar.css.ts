import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

/** Marks every avatar, for the dark theme's colours below. */
const themed = style({});

export const avatar = recipe({
  base: [themed, {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    background: vars.color.brand[50],
    color: vars.color.brand[700],
    fontWeight: vars.font.weight.semibold,
    userSelect: 'none',
  }],
  variants: {
    size: {
      sm: { width: 32, height: 32, fontSize: vars.type.text.xs.size },
      md: { width: 44, height: 44, fontSize: vars.type.text.sm.size },
      lg: { width: 80, height: 80, fontSize: vars.type.text.xl.size },
    },
  },
  defaultVariants: { size: 'md' },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export type AvatarRecipe = NonNullable<RecipeVariants<typeof avatar>>;

/** In the dark theme the initials sit on a brand tint of the dark surface, not on a light disc. */
globalStyle(`:root[data-theme="dark"] ${themed}`, { background: vars.color.focusHalo, color: vars.color.text.strong });
