import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/theme.css';

/** A version's file check and its decisions, as the uploader and the reviewer both see them. */

export { muted, stack } from './section.css';

const small = { fontSize: vars.type.text.sm.size, lineHeight: vars.type.text.sm.lineHeight };

export const report = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const reportTitle = style({ margin: 0, color: vars.color.text.strong, fontWeight: vars.font.weight.semibold, ...small });

export const passed = style({ margin: 0, color: vars.color.success.fg, ...small });

export const findings = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none' });

export const finding = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space[2],
  color: vars.color.text.default,
  ...small,
  selectors: { '&[data-severity="error"]': { color: vars.color.error.fg } },
});

export const text = style({ margin: 0, color: vars.color.text.default, overflowWrap: 'anywhere', ...small });

export const decisions = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none' });

export const decision = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  paddingLeft: vars.space[3],
  borderLeft: `2px solid ${vars.color.border.default}`,
});

export const comment = style({ margin: 0, color: vars.color.text.strong, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', ...small });
