import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/styles.css';

const line = style({ fontSize: vars.type.text.xs.size, lineHeight: vars.type.text.xs.lineHeight });

/** The stage's name and place. */
export const stage = style([line, { color: vars.color.text.default, fontWeight: vars.font.weight.medium }]);

/** Whom it waits for, and its last day. */
export const quiet = style([line, { color: vars.color.text.muted }]);

/** A last day that has passed. */
export const overdue = style([line, { color: vars.color.error.fg, fontWeight: vars.font.weight.semibold }]);
