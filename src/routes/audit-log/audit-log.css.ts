import { style } from '@vanilla-extract/css';
import { media, vars } from '../../design-system/theme.css';

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

export const filterFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  gridColumn: '1 / -1',
});

export const note = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.type.text.xs.size, lineHeight: vars.type.text.xs.lineHeight });

export const footerEnd = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[3], marginLeft: 'auto' });

export const count = style({ color: vars.color.text.default, fontSize: vars.type.text.sm.size, fontWeight: vars.font.weight.medium });

export const cellMain = style({ display: 'block', color: vars.color.text.strong, fontWeight: vars.font.weight.medium });

export const cellSub = style({ display: 'block', color: vars.color.text.muted, fontSize: vars.type.text.xs.size, lineHeight: vars.type.text.xs.lineHeight, overflowWrap: 'anywhere' });

export const when = style({ whiteSpace: 'nowrap' });

/** A column's least width: on a narrow screen the table scrolls sideways rather than breaking words. */
export const wide = style({ display: 'block', minWidth: '11rem' });

export const link = style({
  color: vars.color.text.link,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const empty = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space[3] });

export const failed = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space[4], padding: `${vars.space[6]} 0` });

export const footer = style({ marginTop: vars.space[5] });
