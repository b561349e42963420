import { style } from '@vanilla-extract/css';
import { media, vars } from '../../design-system/styles.css';

export const cards = style({
  display: 'grid',
  gap: vars.space[4],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[6] },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const cardHint = style({ display: 'block', marginTop: 2, fontSize: vars.type.text.xs.size, lineHeight: vars.type.text.xs.lineHeight });

export const centre = style({ display: 'flex', justifyContent: 'center', padding: vars.space[12] });

export const plainRow = style({
  padding: `${vars.space[3]} ${vars.space[4]}`,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
});

export const event = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: vars.space[3],
  rowGap: vars.space[1],
  '@media': { [media.tablet]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto' } },
});

export const eventName = style({
  margin: 0,
  overflow: 'hidden',
  color: vars.color.text.strong,
  fontSize: vars.type.text.sm.size,
  lineHeight: vars.type.text.sm.lineHeight,
  fontWeight: vars.font.weight.medium,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const eventLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text.link, textDecoration: 'underline' } },
});

export const eventMeta = style({
  gridColumn: '2',
  margin: 0,
  color: vars.color.text.muted,
  fontSize: vars.type.text.xs.size,
  lineHeight: vars.type.text.xs.lineHeight,
});

export const eventWhen = style([
  eventMeta,
  {
    color: vars.color.text.default,
    fontWeight: vars.font.weight.medium,
    '@media': { [media.tablet]: { gridColumn: '3', gridRow: '1', textAlign: 'end', fontSize: vars.type.text.sm.size } },
  },
]);

/** The five artwork figures: two a row on a phone, all five in a row, divided by thin rules, from a tablet up. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[3],
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: 0 } },
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  padding: vars.space[3],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.muted,
  textAlign: 'center',
  '@media': {
    [media.tablet]: {
      padding: `${vars.space[2]} ${vars.space[3]}`,
      borderRadius: 0,
      background: 'none',
      borderInlineStart: `1px solid ${vars.color.border.default}`,
      selectors: { '&:last-child:nth-child(odd)': { gridColumn: 'auto' } },
    },
  },
  // The fifth figure takes a phone's whole row, rather than half of it beside nothing.
  selectors: { '&:first-child': { borderInlineStart: 'none' }, '&:last-child:nth-child(odd)': { gridColumn: '1 / -1' } },
});

export const figureValue = style({
  margin: 0,
  color: vars.color.text.strong,
  fontSize: vars.type.title.sm.size,
  lineHeight: vars.type.title.sm.lineHeight,
  fontWeight: vars.font.weight.bold,
});

export const countLink = style({
  color: vars.color.text.link,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const owedTitle = style({ margin: `0 0 ${vars.space[2]}`, color: vars.color.text.default, fontSize: vars.type.text.sm.size, fontWeight: vars.font.weight.semibold });

/** A company's facts, under its name in the event's second column. */
export const companyFacts = style({ gridColumn: '2' });
