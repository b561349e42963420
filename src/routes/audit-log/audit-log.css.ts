import { style } from '@vanilla-extract/css';
import { media, vars } from '../../design-system/styles.css';

/** Action and person, then the two days side by side (all four in a row on a desktop). */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[4],
  marginBottom: vars.space[5],
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1fr)' } },
});

/** A select takes the whole row on a phone. */
export const choice = style({ gridColumn: '1 / -1', minWidth: 0, '@media': { [media.tablet]: { gridColumn: 'auto' } } });

export const when = style({ whiteSpace: 'nowrap' });

/** A column's least width: on a narrow screen the table scrolls sideways rather than breaking words. */
export const wide = style({ display: 'block', minWidth: '11rem' });

export const link = style({
  color: vars.color.text.link,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const footer = style({ marginTop: vars.space[5] });

/** A line across the whole filter grid. */
export const fullRow = style({ gridColumn: '1 / -1' });

/** The count and the export, at the end of the filters' last line. */
export const footerEnd = style({ marginLeft: 'auto' });

export const failed = style({ padding: `${vars.space[6]} 0` });
