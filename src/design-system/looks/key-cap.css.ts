import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

/** A keyboard key as the app draws one: the search box's ⌘K, the search palette's keys. */
export const keyCap = style({
  padding: '3px 7px',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.hover,
  color: vars.color.text.muted,
  fontFamily: 'inherit',
  fontSize: vars.type.text.xs.size,
  lineHeight: vars.type.text.xs.lineHeight,
});
