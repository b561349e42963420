import { keyframes, style } from '@vanilla-extract/css';
import { heading } from '../looks/heading.css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme.css';
import { media } from '../tokens';

const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

import { dialogSurface } from '../looks/overlay.css';

export { overlay } from '../looks/overlay.css';

export const content = recipe({
  base: {
    ...dialogSurface,
    top: '50%',
    transform: 'translate(-50%, -50%)',
    animation: `${popIn} ${vars.motion.normal} ${vars.motion.easing}`,
  },
  variants: {
    size: {
      sm: { maxWidth: '24rem' },
      md: { maxWidth: '28rem' },
      lg: { maxWidth: '32rem' },
      xl: { maxWidth: '36rem' },
      '2xl': { maxWidth: '42rem' },
      '700': { maxWidth: '700px' },
    },
    fullscreen: {
      true: {
        inset: 0,
        top: 0,
        left: 0,
        transform: 'none',
        width: '100vw',
        maxWidth: 'none',
        height: '100dvh',
        maxHeight: 'none',
        borderRadius: 0,
        animation: 'none',
      },
      false: {},
    },
  },
  defaultVariants: { size: 'lg', fullscreen: false },
});

const gutterX = { paddingLeft: vars.space[6], paddingRight: vars.space[6] };
const gutterXWide = { paddingLeft: vars.space[10], paddingRight: vars.space[10] };

export const header = style({
  ...gutterX,
  position: 'relative',
  paddingTop: vars.space[6],
  paddingRight: 120,
  '@media': { [media.tablet]: { ...gutterXWide, paddingTop: vars.space[10], paddingRight: 120 } },
});

export const title = style([heading.xl, { '@media': { [media.tablet]: { fontSize: '24px', lineHeight: '32px' } } }]);

export const description = style({
  margin: `${vars.space[2]} 0 0`,
  color: vars.color.text.muted,
  fontSize: vars.type.text.sm.size,
  lineHeight: vars.type.text.sm.lineHeight,
});

export const tools = style({
  position: 'absolute',
  top: vars.space[4],
  right: vars.space[4],
  display: 'flex',
  gap: vars.space[2],
});

export const tool = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: vars.color.surface.muted,
  color: vars.color.text.muted,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text.strong, background: vars.color.border.default } },
});

export const body = style({
  ...gutterX,
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  paddingTop: vars.space[6],
  paddingBottom: vars.space[6],
  '@media': { [media.tablet]: { ...gutterXWide, paddingBottom: vars.space[10] } },
});

export const footer = style({
  ...gutterX,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  paddingTop: vars.space[4],
  paddingBottom: vars.space[6],
  borderTop: `1px solid ${vars.color.border.default}`,
  '@media': { [media.tablet]: { ...gutterXWide, paddingBottom: vars.space[8] } },
});

export type ModalRecipe = NonNullable<RecipeVariants<typeof content>>;
