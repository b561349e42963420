import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme.css';
import { media } from '../tokens';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' });

export const glyph = recipe({
  base: {
    display: 'block',
    flexShrink: 0,
    animation: `${spin} 0.8s linear infinite`,
    '@media': {
      // A frozen spinner reads as a hang, so under reduced motion it turns slowly instead.
      [media.reducedMotion]: {
        animationDuration: '1.6s !important',
        animationIterationCount: 'infinite !important',
      },
    },
  },
  variants: {
    size: {
      sm: { width: 16, height: 16 },
      md: { width: 24, height: 24 },
      lg: { width: 40, height: 40 },
    },
    tone: {
      brand: { color: vars.color.brand[500] },
      current: { color: 'currentColor' },
    },
  },
  defaultVariants: { size: 'md', tone: 'brand' },
});

export const track = style({ opacity: 0.2 });

export const fullPage = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '100vh',
  width: '100%',
  background: vars.color.background,
});

export type GlyphVariants = NonNullable<RecipeVariants<typeof glyph>>;
