import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

/** One band holding the choices; they wrap on a narrow screen. */
export const group = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  padding: 2,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.muted,
});

export const segment = style({ position: 'relative', display: 'inline-flex' });

/** The radio covers its segment, unseen: a click anywhere on it chooses, and the keyboard moves as in any radio group. */
export const input = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', margin: 0, opacity: 0, cursor: 'pointer' });

export const face = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.default,
  fontSize: vars.type.text.sm.size,
  lineHeight: vars.type.text.md.lineHeight,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  selectors: {
    [`${segment}:hover &`]: { color: vars.color.text.strong },
    [`${input}:checked + &`]: { background: vars.color.surface.default, color: vars.color.text.strong, boxShadow: vars.shadow.xs },
    [`${input}:focus-visible + &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
    [`${input}:disabled + &`]: { color: vars.color.text.muted },
  },
});
