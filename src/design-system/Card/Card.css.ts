import { style } from '@vanilla-extract/css';
import { heading } from '../looks/heading.css';
import { vars } from '../theme.css';
import { media } from '../tokens';

export const card = style({
  minWidth: 0,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.xl,
  background: vars.color.surface.default,
  color: vars.color.text.default,
});

const gutter = {
  padding: `${vars.space[4]} ${vars.space[5]}`,
  '@media': { [media.tablet]: { padding: `${vars.space[5]} ${vars.space[6]}` } },
};

export const header = style({
  ...gutter,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const title = heading.lg;

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space[3] });

export const body = style(gutter);
