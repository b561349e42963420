import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/styles.css';

/**
 * A numbered list of places on the artwork, each a button that brings its place into view: the
 * file check's findings (F1, F2, …) and the regions that changed between two versions.
 */
export const placeList = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], margin: 0, padding: 0, listStyle: 'none' });

export const placeButton = style({
  display: 'flex',
  gap: vars.space[2],
  alignItems: 'baseline',
  width: '100%',
  padding: `${vars.space[1]} ${vars.space[2]}`,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.default,
  color: vars.color.text.default,
  textAlign: 'start',
  font: 'inherit',
  fontSize: vars.type.text.sm.size,
  lineHeight: vars.type.text.sm.lineHeight,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface.hover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
