import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme.css';

export const scroll = style({
  maxWidth: '100%',
  // The placeholder below measures itself against the visible width (cqi), not the table's.
  containerType: 'inline-size',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.default,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.type.text.sm.size,
  lineHeight: vars.type.text.sm.lineHeight,
});

export const caption = style({
  padding: `${vars.space[4]} ${vars.space[5]}`,
  textAlign: 'start',
  color: vars.color.text.strong,
  fontWeight: vars.font.weight.semibold,
});

export const cell = recipe({
  base: { padding: `${vars.space[4]} ${vars.space[5]}`, verticalAlign: 'middle' },
  variants: {
    align: { start: { textAlign: 'start' }, end: { textAlign: 'end' } },
  },
  defaultVariants: { align: 'start' },
});

export const headCell = style({
  paddingTop: vars.space[3],
  paddingBottom: vars.space[3],
  color: vars.color.text.muted,
  fontSize: vars.type.text.xs.size,
  lineHeight: vars.type.text.xs.lineHeight,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const row = style({
  color: vars.color.text.default,
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border.default}` },
    '&:hover': { background: vars.color.surface.hover },
  },
});

export const placeholder = style({ padding: 0 });

/**
 * "No records found" or the spinner: centred in the visible part of a table wider than the
 * screen, where centring in the whole row would put it out of sight.
 */
export const placeholderContent = style({
  position: 'sticky',
  left: 0,
  boxSizing: 'border-box',
  width: '100cqi',
  padding: `${vars.space[10]} ${vars.space[5]}`,
  textAlign: 'center',
  color: vars.color.text.muted,
});

/** Below this width a stacking table shows each row as a card of label–value lines. */
const STACK_BELOW = '40rem';
const narrow = `(max-width: ${STACK_BELOW})`;

export const stackTable = style({
  '@container': {
    [narrow]: { display: 'block' },
  },
});

export const stackHead = style({
  '@container': {
    [narrow]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  },
});

export const stackBody = style({ '@container': { [narrow]: { display: 'block' } } });

export const stackRow = style({
  '@container': {
    [narrow]: { display: 'grid', gap: vars.space[2], padding: `${vars.space[4]} ${vars.space[4]}` },
  },
});

export const stackCell = style({
  '@container': {
    [narrow]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(6rem, 35%) minmax(0, 1fr)',
      alignItems: 'center',
      justifyItems: 'start',
      gap: vars.space[3],
      padding: 0,
      textAlign: 'start',
      overflowWrap: 'anywhere',
    },
  },
});

/** A value of several parts (a name over its email) keeps them together, right of the label. */
globalStyle(`${stackCell} > *`, { '@container': { [narrow]: { gridColumn: 2 } } });

/** Each value's column name before it, as the hidden header row would have said. */
globalStyle(`${stackCell}::before`, {
  '@container': {
    [narrow]: {
      content: 'attr(data-label)',
      color: vars.color.text.muted,
      fontSize: vars.type.text.xs.size,
      lineHeight: vars.type.text.xs.lineHeight,
      fontWeight: vars.font.weight.medium,
    },
  },
});
