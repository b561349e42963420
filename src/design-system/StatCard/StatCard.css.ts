import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';
import { media } from '../tokens';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  padding: vars.space[5],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.xl,
  background: vars.color.surface.default,
  '@media': { [media.tablet]: { padding: vars.space[6] } },
});

export const iconBox = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.muted,
  color: vars.color.text.strong,
});

export const footer = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const label = style({
  margin: 0,
  color: vars.color.text.muted,
  fontSize: vars.type.text.sm.size,
  lineHeight: vars.type.text.sm.lineHeight,
});

export const value = style({
  margin: `${vars.space[2]} 0 0`,
  color: vars.color.text.strong,
  fontSize: vars.type.title.sm.size,
  lineHeight: vars.type.title.sm.lineHeight,
  fontWeight: vars.font.weight.bold,
});
