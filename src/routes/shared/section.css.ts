import { style } from '@vanilla-extract/css';
import { media, vars } from '../../design-system/styles.css';

/** Styles that sections of several areas share (the event page, its artwork, review and the matrix). */

export const form = style({
  display: 'grid',
  gap: vars.space[5],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } });

/** A button that reads as a link. */
export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.text.link,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/** One bordered item of a list: a checklist item, a version in the history (each lays out its own content). */
export const item = style({
  padding: vars.space[4],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.xl,
  '@media': { [media.tablet]: { padding: vars.space[5] } },
});

/** A group's label (a fieldset's legend, a list's heading), as a field's label reads. */
export const legend = style({
  marginBottom: vars.space[2],
  padding: 0,
  color: vars.color.text.default,
  fontSize: vars.type.text.sm.size,
  lineHeight: vars.type.text.sm.lineHeight,
  fontWeight: vars.font.weight.medium,
});
