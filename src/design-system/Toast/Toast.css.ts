import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme.css';
import { toastDefaults } from '../tokens';

const slideIn = keyframes({
  from: { transform: 'translateX(calc(100% + 24px))', opacity: 0 },
  to: { transform: 'translateX(0)', opacity: 1 },
});

export const viewport = style({
  position: 'fixed',
  // Below a 76px sticky header, so that a toast never hides the user menu.
  top: '88px',
  right: vars.space[6],
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  width: toastDefaults.widthPx,
  maxWidth: `calc(100vw - 2 * ${vars.space[4]})`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  padding: `${vars.space[3]} ${vars.space[3]} ${vars.space[3]} ${vars.space[4]}`,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.default,
  boxShadow: vars.shadow.lg,
  color: vars.color.text.strong,
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="cancel"]': { transform: 'translateX(0)', transition: `transform ${vars.motion.normal}` },
  },
});

export const icon = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: 28,
    height: 28,
    borderRadius: vars.radius.full,
  },
  variants: {
    tone: {
      success: { background: vars.color.success.bg, color: vars.color.success.fg },
      error: { background: vars.color.error.bg, color: vars.color.error.fg },
      info: { background: vars.color.info.bg, color: vars.color.info.fg },
    },
  },
});

export const message = style({
  flex: 1,
  margin: 0,
  paddingTop: 4,
  fontSize: vars.type.text.sm.size,
  lineHeight: vars.type.text.sm.lineHeight,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const close = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 28,
  height: 28,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.muted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface.muted, color: vars.color.text.strong } },
});
