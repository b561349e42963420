import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/styles.css';
import { placeButton, placeList } from '../place-list.css';

/** The file check's findings over the artwork, in their own colour: an outline of the place and its number on the corner. */
export const area = style({
  position: 'absolute',
  boxSizing: 'border-box',
  minWidth: 6,
  minHeight: 6,
  border: `2px solid ${vars.color.finding.solid}`,
  background: vars.color.finding.fill,
  pointerEvents: 'none',
  selectors: { '&[data-selected="true"]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

/** The number is a square tag, not a round pin: told apart from the notes by shape as well as colour. */
export const number = style({
  position: 'absolute',
  minWidth: 24,
  padding: '0 4px',
  borderRadius: 0,
  border: `1px solid ${vars.color.finding.fg}`,
  background: vars.color.finding.solid,
  color: vars.color.finding.fg,
  textAlign: 'center',
  fontSize: vars.type.text.xs.size,
  lineHeight: vars.type.text.xs.lineHeight,
  fontWeight: vars.font.weight.semibold,
  transform: 'translate(-2px, -100%)',
  pointerEvents: 'auto',
  cursor: 'pointer',
  selectors: { '&[data-selected="true"]': { outline: `3px solid ${vars.color.focusRing}`, zIndex: 1 } },
});

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const list = placeList;

export const item = style([placeButton, { selectors: { '&[aria-current="true"]': { borderColor: vars.color.finding.solid } } }]);

/** The number in a list (beside the canvas, and in the file check's list), as it is on the artwork. */
export const tag = style({
  flexShrink: 0,
  minWidth: 28,
  padding: '0 4px',
  background: vars.color.finding.solid,
  color: vars.color.finding.fg,
  textAlign: 'center',
  fontSize: vars.type.text.xs.size,
  fontWeight: vars.font.weight.semibold,
});

export const where = style({ flexShrink: 0, marginLeft: 'auto', color: vars.color.text.muted, fontSize: vars.type.text.xs.size });

export const swatch = style({ display: 'inline-block', width: 12, height: 12, background: vars.color.finding.solid, verticalAlign: 'middle' });
