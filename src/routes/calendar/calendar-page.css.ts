import { style } from '@vanilla-extract/css';
import { media, vars } from '../../design-system/styles.css';

/** The calendar's card: the toolbar on top, the grid full-bleed below it (TailAdmin's calendar). */
export const frame = style({
  minWidth: 0,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius['2xl'],
  background: vars.color.surface.default,
});

export const toolbar = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  justifyItems: 'center',
  alignItems: 'center',
  gap: vars.space[4],
  padding: vars.space[4],
  '@media': {
    [media.desktop]: { gridTemplateColumns: '1fr auto 1fr', justifyItems: 'stretch', padding: vars.space[6] },
  },
});

export const toolbarGroup = style({ display: 'flex', alignItems: 'center', gap: vars.space[3] });

export const title = style({
  margin: 0,
  color: vars.color.text.strong,
  fontSize: vars.type.text.lg.size,
  lineHeight: vars.type.text.lg.lineHeight,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
  '@media': { [media.tablet]: { fontSize: vars.type.text.xl.size, lineHeight: vars.type.text.xl.lineHeight } },
});

/** The design system's segmented control, placed: centred on a phone, at the end on a desktop. */
export const viewSwitch = style({ justifySelf: 'center', '@media': { [media.desktop]: { justifySelf: 'end' } } });

export const grid = style({ borderTop: `1px solid ${vars.color.border.default}` });

/**
 * The week and day grids scroll inside the card (the day headers stay on top), so they open at
 * the working day; the month grows with the page. Outside the grid's table structure, the scroller
 * takes keyboard focus without breaking it.
 */
export const timeGridScroller = style({
  maxHeight: 'max(24rem, calc(100vh - 16rem))',
  overflowY: 'auto',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 } },
});

/** The month's place until FullCalendar arrives (MonthPlaceholder): a column of a header row and six weeks. */
export const placeholder = style({ display: 'flex', flexDirection: 'column' });
export const placeholderHead = style({ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)' });
/** A week's height is its flex basis, set for FullCalendar's weeks and these alike (calendar.css.ts's dayRow). */
export const placeholderWeek = style({ flexShrink: 0, borderBottom: `1px solid ${vars.color.border.default}` });
