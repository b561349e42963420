import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../../design-system/styles.css';
import { categoryColor } from '../category.css';

export const form = style({ display: 'grid', gap: vars.space[5] });

export const pair = style({
  display: 'grid',
  gap: vars.space[5],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fieldset = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({
  marginBottom: vars.space[3],
  padding: 0,
  color: vars.color.text.default,
  fontSize: vars.type.text.sm.size,
  lineHeight: vars.type.text.sm.lineHeight,
  fontWeight: vars.font.weight.medium,
});

export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  color: vars.color.text.default,
  fontSize: vars.type.text.sm.size,
  cursor: 'pointer',
});

const control = style({ width: 18, height: 18, margin: 0, cursor: 'pointer' });

/** Each colour's radio is drawn in that colour. */
export const radio = styleVariants(categoryColor, (color) => [control, { accentColor: color.bar }]);

export const checkbox = style([control, { accentColor: vars.color.brand[500] }]);

export const fieldError = style({ margin: `${vars.space[2]} 0 0`, color: vars.color.error.fg, fontSize: vars.type.text.sm.size });
