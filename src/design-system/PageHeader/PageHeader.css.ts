import { globalStyle, style } from '@vanilla-extract/css';
import { heading } from '../looks/heading.css';
import { vars } from '../theme.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  marginBottom: vars.space[6],
});

export const title = heading.xl;

export const crumbs = style({
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.type.text.sm.size,
  lineHeight: vars.type.text.sm.lineHeight,
});

export const crumb = style({ display: 'inline-flex', alignItems: 'center', gap: 6, color: vars.color.text.muted });

export const current = style({ color: vars.color.text.strong });

// The caller's router Link is styled from here, so the API stays closed.
globalStyle(`${crumb} a`, { color: 'inherit', textDecoration: 'none' });
globalStyle(`${crumb} a:hover`, { color: vars.color.text.link });
