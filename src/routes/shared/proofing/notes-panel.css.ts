import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme.css';

/** The notes panel: a numbered list of a version's annotations, each with its thread. */

const small = { fontSize: vars.type.text.sm.size, lineHeight: vars.type.text.sm.lineHeight };

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const item = style({
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.default,
  scrollMarginBlock: vars.space[4],
  selectors: { '&[data-selected="true"]': { borderColor: vars.color.border.focus, boxShadow: `0 0 0 3px ${vars.color.focusHalo}` } },
});

/** The note's head: a button that selects it, with its number, comment and place. */
export const select = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space[3],
  rowGap: vars.space[1],
  width: '100%',
  padding: vars.space[3],
  cursor: 'pointer',
  borderRadius: vars.radius.md,
  color: vars.color.text.default,
  ...small,
  selectors: {
    '&:hover': { background: vars.color.surface.hover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

/** The number the pin shows on the artwork, in the email and in the report. */
export const number = style({
  gridRow: 'span 3',
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '28px',
  height: '28px',
  paddingInline: vars.space[1],
  borderRadius: vars.radius.full,
  background: vars.color.primary.bg,
  color: vars.color.primary.fg,
  fontWeight: vars.font.weight.semibold,
  selectors: { [`${item}[data-resolved="true"] &`]: { background: vars.color.neutral.solid } },
});

export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2], color: vars.color.text.muted });

export const text = style({ margin: 0, color: vars.color.text.strong, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', ...small });

export const place = style({ color: vars.color.text.muted, overflowWrap: 'anywhere' });

/** Replies, resolution and the reply form, under the head. */
export const thread = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: `0 ${vars.space[3]} ${vars.space[3]}`,
  marginLeft: `calc(28px + ${vars.space[3]})`,
  '@media': { 'screen and (max-width: 480px)': { marginLeft: 0 } },
});

export const replies = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const reply = style({ paddingLeft: vars.space[3], borderLeft: `2px solid ${vars.color.border.default}`, display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space[2] });

export const replyField = style({ flex: '1 1 16rem', minWidth: 0 });
