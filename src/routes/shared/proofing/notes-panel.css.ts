import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../design-system/styles.css';

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

export const text = style({ margin: 0, color: vars.color.text.strong, whiteSpace: 'pre-line', overflowWrap: 'anywhere', ...small });

export const place = style({ color: vars.color.text.muted, overflowWrap: 'anywhere' });

/** Replies, resolution and the reply form, under the head. */
export const thread = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: `0 ${vars.space[3]} ${vars.space[3]}`,
  '@media': { [media.tablet]: { marginLeft: `calc(28px + ${vars.space[3]})` } },
});

export const replies = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const reply = style({ paddingLeft: vars.space[3], borderLeft: `2px solid ${vars.color.border.default}`, display: 'flex', flexDirection: 'column', gap: vars.space[1] });

/** The reply form: the field, and its button under it. */
export const replyForm = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space[2], maxWidth: '40rem' });

export const replyField = style({ alignSelf: 'stretch', minWidth: 0 });

/** The artwork beside the notes on a wide screen, above them on a narrow one. */
export const withArtwork = style({
  display: 'grid',
  gap: vars.space[4],
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(18rem, 2fr)', alignItems: 'start' } },
});
