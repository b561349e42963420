import { style, styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme.css';

const enabled = '&:not(:disabled):not([aria-disabled="true"])';

// Declared before the tones, so that a tone's border colour wins over the base's transparent border.
export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: 'inherit',
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
    // A loading button is disabled too, but should not look greyed out.
    '&[aria-busy="true"]': { opacity: 0.8, cursor: 'progress' },
  },
});

/** Colours shared by Button and IconButton. */
export const tone = styleVariants({
  primary: {
    background: vars.color.primary.bg,
    color: vars.color.primary.fg,
    boxShadow: vars.shadow.xs,
    selectors: { [`${enabled}:hover`]: { background: vars.color.primary.bgHover } },
  },
  outline: {
    background: vars.color.surface.default,
    color: vars.color.text.default,
    borderColor: vars.color.border.strong,
    boxShadow: vars.shadow.xs,
    selectors: { [`${enabled}:hover`]: { background: vars.color.surface.hover, color: vars.color.text.strong } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text.default,
    selectors: { [`${enabled}:hover`]: { background: vars.color.surface.muted, color: vars.color.text.strong } },
  },
  danger: {
    background: vars.color.danger.bg,
    color: vars.color.danger.fg,
    boxShadow: vars.shadow.xs,
    selectors: { [`${enabled}:hover`]: { background: vars.color.danger.bgHover } },
  },
});

export const button = recipe({
  base,
  variants: {
    variant: tone,
    size: {
      sm: { height: 36, padding: `0 ${vars.space[3]}`, fontSize: vars.type.text.sm.size },
      md: { height: 44, padding: `0 ${vars.space[5]}`, fontSize: vars.type.text.sm.size },
      lg: { height: 48, padding: `0 ${vars.space[6]}`, fontSize: vars.type.text.md.size },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonRecipe = NonNullable<RecipeVariants<typeof button>>;
