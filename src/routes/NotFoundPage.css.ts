import { style } from '@vanilla-extract/css';
import { vars } from '../design-system/styles.css';

export const page = style({
  display: 'flex',
  minHeight: '100vh',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[4],
  padding: vars.space[6],
  background: vars.color.surface.default,
  textAlign: 'center',
});

export const title = style({
  margin: 0,
  color: vars.color.text.strong,
  fontSize: vars.type.title.md.size,
  lineHeight: vars.type.title.md.lineHeight,
  fontWeight: vars.font.weight.bold,
});

export const code = style({
  margin: 0,
  color: vars.color.brand[500],
  fontSize: '120px',
  lineHeight: 1,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.04em',
});

export const message = style({ margin: 0, maxWidth: '420px', color: vars.color.text.muted, fontSize: vars.type.text.lg.size });

export const homeLink = style({
  marginTop: vars.space[4],
  padding: `${vars.space[3]} ${vars.space[5]}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.default,
  color: vars.color.text.default,
  fontSize: vars.type.text.sm.size,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  boxShadow: vars.shadow.xs,
  selectors: { '&:hover': { background: vars.color.surface.hover, color: vars.color.text.strong } },
});
