import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../design-system/styles.css';
import { categoryColor } from '../shared/category.css';

/**
 * Our theme for FullCalendar: its classic theme's structure, with the palette taken from our
 * tokens (light and dark follow the app's theme) and TailAdmin's look on top. Two fixes for
 * contrast: other-month day numbers use the muted text colour (the classic faint grey fails
 * WCAG AA), and event chips are a tint with dark text instead of white text on mid blue.
 */
globalStyle(':root', {
  vars: {
    '--fc-classic-button': vars.color.primary.bg,
    '--fc-classic-button-border': vars.color.primary.bg,
    '--fc-classic-button-strong': vars.color.primary.bgHover,
    '--fc-classic-button-strong-border': vars.color.primary.bgHover,
    '--fc-classic-button-outline': vars.color.focusHalo,
    '--fc-classic-button-foreground': vars.color.primary.fg,
    '--fc-classic-primary': vars.color.brand[500],
    '--fc-classic-primary-foreground': vars.color.text.onBrand,
    '--fc-classic-event': categoryColor.Primary.bg,
    '--fc-classic-event-contrast': categoryColor.Primary.fg,
    '--fc-classic-background-event': vars.color.success.solid,
    '--fc-classic-background-event-opacity': '15%',
    '--fc-classic-background-event-foreground-opacity': '100%',
    '--fc-classic-highlight': vars.color.focusHalo,
    '--fc-classic-today': vars.color.surface.hover,
    '--fc-classic-now': vars.color.error.solid,
    '--fc-classic-small-dot-width': '8px',
    '--fc-classic-large-dot-width': '10px',
    '--fc-classic-background': vars.color.surface.default,
    '--fc-classic-faint': vars.color.surface.hover,
    '--fc-classic-muted': vars.color.surface.muted,
    '--fc-classic-strong': vars.color.border.strong,
    '--fc-classic-foreground': vars.color.text.default,
    '--fc-classic-faint-foreground': vars.color.text.muted,
    '--fc-classic-muted-foreground': vars.color.text.muted,
    '--fc-classic-border': vars.color.border.default,
    '--fc-classic-strong-border': vars.color.border.strong,
  },
});

/** The calendar's root: our type scale instead of the classic 16px. `&&` outranks the classic rules. */
export const root = style({
  selectors: {
    '&&': { fontFamily: vars.font.family, fontSize: vars.type.text.sm.size, lineHeight: vars.type.text.sm.lineHeight, color: vars.color.text.default },
  },
});

/** Day names: TailAdmin's grey band of small capitals, at the start of each column. */
export const dayHeader = style({
  selectors: {
    '&&': {
      background: vars.color.surface.hover,
      color: vars.color.text.muted,
      fontSize: vars.type.text.sm.size,
      fontWeight: vars.font.weight.regular,
      textTransform: 'uppercase',
    },
  },
});
/**
 * The day names' box, whole: its margin, padding and type are ours rather than FullCalendar's, so the
 * month's placeholder (MonthPlaceholder) draws a header row of the same height. Under 80 px a column
 * (the grid narrower than 560 px), FullCalendar's narrow labels, in small type.
 */
export const dayHeaderInner = style({
  selectors: {
    '&&': { margin: 0, padding: `${vars.space[4]} ${vars.space[2]}`, fontSize: vars.type.text.sm.size, lineHeight: vars.type.text.sm.lineHeight },
  },
  '@container': { '(max-width: 560px)': { selectors: { '&&': { fontSize: vars.type.text.xs.size, lineHeight: vars.type.text.xs.lineHeight } } } },
});

/** Day numbers at the top left of each cell, as in the reference. */
export const dayCellTop = style({ selectors: { '&&': { justifyContent: 'flex-start' } } });
export const dayCellTopInner = style({
  selectors: { '&&': { padding: `${vars.space[3]} ${vars.space[3]} ${vars.space[1]}`, fontSize: vars.type.text.sm.size } },
  '@media': { [media.tablet]: { selectors: { '&&': { padding: `${vars.space[4]} ${vars.space[5]} ${vars.space[2]}` } } } },
});

const bar = createVar();

/** Each category sets the colour of its chip's bar. */
export const categoryBar = styleVariants(categoryColor, (color) => ({ vars: { [bar]: color.bar } }));

const chip = {
  borderRadius: vars.radius.md,
  fontWeight: vars.font.weight.medium,
  fontSize: vars.type.text.xs.size,
  lineHeight: vars.type.text.xs.lineHeight,
  boxShadow: 'none',
} as const;

/** An event across days (month view, all-day row): a tinted chip with a bar where it starts. */
export const rowEvent = style({ selectors: { '&&': { ...chip, margin: `1px ${vars.space[2]}` } } });
export const rowEventStart = style({ selectors: { '&&': { borderInlineStartWidth: 3, borderInlineStartColor: bar } } });
export const rowEventInner = style({ selectors: { '&&': { padding: `${vars.space[1]} ${vars.space[2]}`, gap: vars.space[1] } } });

/** A timed event in the week and day grids: the same chip, bar on top. */
export const columnEvent = style({ selectors: { '&&': chip } });
export const columnEventStart = style({ selectors: { '&&': { borderTopWidth: 3, borderTopColor: bar } } });
export const columnEventInner = style({ selectors: { '&&': { padding: `2px ${vars.space[1]}`, minWidth: 0 } } });

/**
 * A week column is narrow on a phone: the time and the title each keep one line, cut with an
 * ellipsis (a tap on the event shows its whole title).
 */
globalStyle(`${columnEventInner} > *`, { maxWidth: '100%', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' });

/** Time-axis labels: small and muted. */
export const slotHeaderInner = style({ selectors: { '&&': { color: vars.color.text.muted, fontSize: vars.type.text.xs.size } } });

/**
 * FullCalendar's width-to-height ratio of a six-week month. It gives each week row a flex basis of
 * width ÷ ratio ÷ 6 once it has measured its width, after its first paint; the same basis is set
 * here from the first paint on (the grid is a size container), so the rows do not grow under the
 * reader's eyes as the calendar settles (CLS). A basis, not a min-height: a week with more events
 * still grows to hold them (flex items keep their content's height as their minimum).
 */
export const CALENDAR_ASPECT_RATIO = 1.35;

/** The month grid's frame: its width is what the rows' height is worked out from. */
export const monthGrid = style({ containerType: 'inline-size' });
export const dayRow = style({});
// Over FullCalendar's own inline basis, which is 0 until it has measured.
globalStyle(`${monthGrid} ${dayRow}`, { flexBasis: `calc(100cqw / ${CALENDAR_ASPECT_RATIO} / 6) !important` });

/**
 * The month as a list (a narrow screen): each title whole, wrapped over as many lines as it needs,
 * beside its time; the dot in the category's solid colour (its tint is too faint for a dot).
 */
export const listItemTime = style({ selectors: { '&&': { flexShrink: 0, whiteSpace: 'nowrap' } } });
export const listItemTitle = style({
  selectors: { '&&': { minWidth: 0, whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', overflowWrap: 'anywhere' } },
});
export const listItemDot = style({ selectors: { '&&': { borderColor: bar, background: bar } } });
