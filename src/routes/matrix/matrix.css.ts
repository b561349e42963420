import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../design-system/styles.css';

export const summaryItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  color: vars.color.text.strong,
  fontSize: vars.type.text.sm.size,
  fontWeight: vars.font.weight.semibold,
});

export const search = style({ flex: '1 1 220px', minWidth: 0, '@media': { [media.tablet]: { flexGrow: 0, flexBasis: '320px' } } });

/** What is selected, and what may be done with it. */
export const selection = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  minHeight: 44,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.muted,
  color: vars.color.text.default,
  fontSize: vars.type.text.sm.size,
});

export const selectionCount = style({ color: vars.color.text.strong, fontWeight: vars.font.weight.semibold });

/**
 * The table scrolls sideways inside the card; the exhibitor column stays in view. Positioned, so the
 * cells' visually hidden labels (absolute) scroll with it instead of widening the page.
 */
export const scroll = style({
  position: 'relative',
  // The cards below 40rem measure the visible width, not the screen's.
  containerType: 'inline-size',
  maxWidth: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.default,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

// Separate borders: collapsed ones do not move with a sticky cell.
export const table = style({ minWidth: '100%', borderCollapse: 'separate', borderSpacing: 0, fontSize: vars.type.text.sm.size, lineHeight: vars.type.text.sm.lineHeight });

const cellBase = {
  padding: `${vars.space[3]} ${vars.space[4]}`,
  textAlign: 'start',
  verticalAlign: 'top',
  borderBottom: `1px solid ${vars.color.border.default}`,
} as const;

export const headCell = style({
  ...cellBase,
  minWidth: 148,
  color: vars.color.text.muted,
  fontSize: vars.type.text.xs.size,
  lineHeight: vars.type.text.xs.lineHeight,
  fontWeight: vars.font.weight.medium,
});

export const headName = style({ display: 'block', color: vars.color.text.default, fontSize: vars.type.text.sm.size, fontWeight: vars.font.weight.medium });

export const cell = style({ ...cellBase, color: vars.color.text.default, fontWeight: vars.font.weight.regular });

export const lastRow = style({ selectors: { 'tr:last-child > &': { borderBottom: 0 } } });

/** The first column: the exhibitor, with its checkbox; it stays at the left as the rest scrolls. */
export const sticky = style({
  position: 'sticky',
  left: 0,
  zIndex: 1,
  minWidth: 140,
  maxWidth: 160,
  background: vars.color.surface.default,
  boxShadow: `inset -1px 0 0 ${vars.color.border.default}`,
  '@media': { [media.tablet]: { minWidth: 240, maxWidth: 300 } },
});

export const check = style({
  flexShrink: 0,
  width: 18,
  height: 18,
  margin: '1px 0 0',
  accentColor: vars.color.brand[500],
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const name = style({ display: 'block', color: vars.color.text.strong, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const sub = style({ display: 'block', color: vars.color.text.muted, fontSize: vars.type.text.xs.size, lineHeight: vars.type.text.xs.lineHeight, overflowWrap: 'anywhere' });

/** The email: on a phone the row keeps to the name and booth (the CSV has every email). */
export const email = style([sub, { display: 'none', '@media': { [media.tablet]: { display: 'block' } } }]);

export const reviewLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  borderRadius: vars.radius.full,
  color: vars.color.text.link,
  fontSize: vars.type.text.xs.size,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

/** "v2" beside the status: underlined as the link is pointed at. */
export const versionMark = style({ selectors: { [`${reviewLink}:hover &`]: { textDecoration: 'underline' } } });

export const mark = style({ fontSize: vars.type.text.xs.size, lineHeight: vars.type.text.xs.lineHeight, whiteSpace: 'nowrap' });

export const late = style([mark, { color: vars.color.error.fg, fontWeight: vars.font.weight.semibold }]);

export const extended = style([mark, { color: vars.color.text.muted }]);

export const extend = style([
  mark,
  {
    padding: 0,
    border: 0,
    background: 'none',
    color: vars.color.text.link,
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
  },
]);

export const placeholder = style({ padding: `${vars.space[10]} ${vars.space[5]}`, color: vars.color.text.muted, textAlign: 'center' });

export const paging = style({ marginTop: vars.space[1] });

export const dialogFields = style({
  display: 'grid',
  gap: vars.space[4],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** Below this width the matrix shows each exhibitor as a card of requirement lines (as the Table does). */
const narrow = '(max-width: 40rem)';
const inCards = (rules: Record<string, unknown>) => ({ '@container': { [narrow]: rules } });

export const head = style(inCards({ display: 'block' }));

export const headRow = style(inCards({ display: 'block' }));

/** In cards each line names its requirement, so the header keeps only the page's checkbox. */
export const requirementHead = style(
  inCards({ position: 'absolute', width: 1, height: 1, padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 }),
);

export const body = style(inCards({ display: 'block' }));

export const row = style(
  inCards({
    display: 'grid',
    gap: vars.space[3],
    padding: vars.space[4],
    borderTop: `1px solid ${vars.color.border.default}`,
  }),
);

globalStyle(`${table}`, inCards({ display: 'block', minWidth: 0 }));

/** The exhibitor's cell and the page's checkbox: no longer a sticky column but the card's head. */
globalStyle(`${sticky}`, inCards({ display: 'block', position: 'static', minWidth: 0, maxWidth: 'none', boxShadow: 'none' }));
globalStyle(`${row} > ${sticky}`, inCards({ padding: 0, borderBottom: 0 }));
globalStyle(`${headRow} > ${sticky}`, inCards({ borderBottom: 0 }));

/** One requirement of the card: its name and due date, then the cell's status and actions. */
export const requirementCell = style(
  inCards({
    display: 'grid',
    gridTemplateColumns: 'minmax(6rem, 40%) minmax(0, 1fr)',
    alignItems: 'start',
    gap: vars.space[3],
    padding: 0,
    borderBottom: 0,
    overflowWrap: 'anywhere',
  }),
);

export const cellLabel = style([
  { display: 'none', color: vars.color.text.muted, fontSize: vars.type.text.xs.size, lineHeight: vars.type.text.xs.lineHeight },
  inCards({ display: 'block' }),
]);

/** What may be done with the selection, at the end of its bar. */
export const selectionActions = style({ marginLeft: 'auto' });
