import { style } from '@vanilla-extract/css';
import { media, vars } from '../../design-system/styles.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text.default,
  font: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.full,
});

/** Holds the (decorative) avatar without adding a line box around it. */
export const avatar = style({ display: 'flex' });

export const firstName = style({
  display: 'none',
  fontSize: vars.type.text.sm.size,
  fontWeight: vars.font.weight.medium,
  '@media': { [media.tablet]: { display: 'inline' } },
});

export const fullName = style({
  display: 'block',
  color: vars.color.text.strong,
  fontSize: vars.type.text.sm.size,
  fontWeight: vars.font.weight.medium,
});

export const email = style({ display: 'block', color: vars.color.text.muted, fontSize: vars.type.text.xs.size });
