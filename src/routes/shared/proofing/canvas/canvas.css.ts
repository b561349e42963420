import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../../../design-system/styles.css';

const small = { fontSize: vars.type.text.sm.size, lineHeight: vars.type.text.sm.lineHeight };

/** The artwork and everything drawn over it share this box. */
export const frame = style({ position: 'relative' });

export const stage = style({
  position: 'relative',
  height: 360,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface.muted,
  touchAction: 'none',
  '@media': { [media.tablet]: { height: 520 } },
});

export const deepZoom = style({
  position: 'absolute',
  inset: 0,
  selectors: { '&:focus-within': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: -2 } },
});

/** Guides and pins over the artwork: they let the pointer through to it, but for the pins themselves. */
export const overlay = style({ position: 'absolute', inset: 0, overflow: 'hidden', pointerEvents: 'none' });

const guideBase = style({ position: 'absolute', boxSizing: 'border-box', borderWidth: 1.5 });
export const guideColours = { trim: '#d92d20', bleed: '#0ba5ec', safe: '#12b76a' } as const;
export const guide = styleVariants({
  trim: [guideBase, { borderStyle: 'solid', borderColor: guideColours.trim }],
  bleed: [guideBase, { borderStyle: 'dashed', borderColor: guideColours.bleed }],
  safe: [guideBase, { borderStyle: 'dotted', borderColor: guideColours.safe }],
});
export const swatch = styleVariants(guideColours, (colour) => ({ display: 'inline-block', width: 14, height: 0, borderTop: `2px solid ${colour}`, verticalAlign: 'middle' }));

const pinSize = 28;
export const pin = style({
  position: 'absolute',
  width: pinSize,
  height: pinSize,
  marginLeft: -pinSize / 2,
  marginTop: -pinSize,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: '50% 50% 50% 0',
  transform: 'rotate(-45deg)',
  background: vars.color.primary.bg,
  border: '2px solid #fff',
  boxShadow: vars.shadow.lg,
  color: '#fff',
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.type.text.xs.size,
  cursor: 'pointer',
  pointerEvents: 'auto',
  selectors: {
    '&[data-carried="true"]': { background: '#b54708' },
    '&[data-resolved="true"]': { background: vars.color.gray[500] },
    '&[data-selected="true"]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2, zIndex: 1 },
    '&[data-draft]': { background: vars.color.surface.default, borderColor: vars.color.primary.bg, borderStyle: 'dashed', pointerEvents: 'none' },
  },
});
export const pinNumber = style({ transform: 'rotate(45deg)' });
/** A box note's outline: the artwork stays reachable through it; its number selects it. */
export const box = style({
  position: 'absolute',
  boxSizing: 'border-box',
  border: `2px solid ${vars.color.primary.bg}`,
  background: 'rgba(70, 95, 255, 0.08)',
  pointerEvents: 'none',
  selectors: {
    '&[data-carried="true"]': { borderColor: '#b54708' },
    '&[data-resolved="true"]': { borderColor: vars.color.gray[500], borderStyle: 'dashed' },
    '&[data-selected="true"]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
export const boxNumber = style({
  position: 'absolute',
  minWidth: 20,
  padding: '0 4px',
  borderRadius: vars.radius.sm,
  background: vars.color.primary.bg,
  color: '#fff',
  textAlign: 'center',
  fontSize: vars.type.text.xs.size,
  fontWeight: vars.font.weight.semibold,
  transform: 'translate(-50%, -100%)',
  pointerEvents: 'auto',
  cursor: 'pointer',
  selectors: { '&[data-carried="true"]': { background: '#b54708' }, '&[data-selected="true"]': { outline: `3px solid ${vars.color.focusRing}` } },
});

/** The keyboard's crosshair: a focusable mark at the spot it would place. */
export const crosshair = style({
  position: 'absolute',
  width: 36,
  height: 36,
  marginLeft: -18,
  marginTop: -18,
  borderRadius: '50%',
  border: `2px solid ${vars.color.primary.bg}`,
  background: 'rgba(255, 255, 255, 0.35)',
  pointerEvents: 'none',
  selectors: {
    '&::before, &::after': { content: '""', position: 'absolute', background: vars.color.primary.bg },
    '&::before': { left: '50%', top: -8, bottom: -8, width: 2, marginLeft: -1 },
    '&::after': { top: '50%', left: -8, right: -8, height: 2, marginTop: -1 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 4 },
  },
});
export const corner = style({ position: 'absolute', boxSizing: 'border-box', border: `2px dashed ${vars.color.primary.bg}`, pointerEvents: 'none' });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], alignItems: 'center' });
export const guides = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3], alignItems: 'center', margin: 0, padding: 0, border: 0, ...small });
/** A guide switched on or off: a toggle button, pressed while its lines are drawn. */
export const guideToggle = style({
  display: 'inline-flex',
  gap: vars.space[1],
  alignItems: 'center',
  minHeight: 32,
  padding: `0 ${vars.space[2]}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.default,
  color: vars.color.text.default,
  cursor: 'pointer',
  font: 'inherit',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.border.focus, background: vars.color.surface.muted, color: vars.color.text.strong },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
export const reading = style({ margin: 0, minHeight: vars.type.text.sm.lineHeight, color: vars.color.text.default, fontVariantNumeric: 'tabular-nums', ...small });

export const strip = style({ display: 'flex', gap: vars.space[2], overflowX: 'auto', padding: vars.space[1], margin: 0, listStyle: 'none' });
export const thumb = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[1],
  padding: vars.space[1],
  border: `2px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.default,
  color: vars.color.text.default,
  cursor: 'pointer',
  fontSize: vars.type.text.xs.size,
  selectors: {
    '&[aria-current="page"]': { borderColor: vars.color.border.focus },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
export const thumbImage = style({ width: 72, height: 72, objectFit: 'contain', background: vars.color.surface.muted });

/** What the keys do while placing, over the top of the artwork. */
export const hint = style({
  position: 'absolute',
  top: vars.space[2],
  left: vars.space[2],
  right: vars.space[2],
  margin: 0,
  padding: `${vars.space[1]} ${vars.space[2]}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.default,
  color: vars.color.text.strong,
  boxShadow: vars.shadow.md,
  pointerEvents: 'none',
  fontSize: vars.type.text.xs.size,
  lineHeight: vars.type.text.xs.lineHeight,
});

/** A changed region found by the difference: a dashed outline with its number, apart from the notes' colours. */
export const region = style({ position: 'absolute', boxSizing: 'border-box', border: `2px dashed ${vars.color.changed.solid}`, pointerEvents: 'none' });
export const regionNumber = style({
  position: 'absolute',
  minWidth: 20,
  padding: '0 4px',
  borderRadius: vars.radius.sm,
  background: vars.color.changed.solid,
  color: vars.color.changed.fg,
  textAlign: 'center',
  fontSize: vars.type.text.xs.size,
  fontWeight: vars.font.weight.semibold,
  transform: 'translate(-2px, calc(-100% - 2px))',
  pointerEvents: 'none',
});
