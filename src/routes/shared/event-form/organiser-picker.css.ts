import { style } from '@vanilla-extract/css';
import { control } from '../../../design-system/looks/control.css';
import { vars } from '../../../design-system/styles.css';
import { fieldError, fieldset as eventFieldset, legend as eventLegend } from './event-modal.css';

export const fieldset = style([eventFieldset, { display: 'grid', gap: vars.space[3] }]);
export const legend = eventLegend;
export const error = fieldError;

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  padding: `${vars.space[1]} ${vars.space[1]} ${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.full,
  background: vars.color.neutral.bg,
  color: vars.color.text.strong,
  fontSize: vars.type.text.sm.size,
});

export const chipRemove = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 28,
  height: 28,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text.muted,
  fontSize: vars.type.text.lg.size,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface.hover, color: vars.color.text.strong }, '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});

export const search = control;

export const result = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
});

export const resultName = style({ color: vars.color.text.strong, fontSize: vars.type.text.sm.size, fontWeight: vars.font.weight.medium });
export const resultSub = style({ color: vars.color.text.muted, fontSize: vars.type.text.xs.size, overflowWrap: 'anywhere' });
