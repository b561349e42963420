import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/styles.css';

/** A version's file check and its decisions, as the uploader and the reviewer both see them. */

const small = { fontSize: vars.type.text.sm.size, lineHeight: vars.type.text.sm.lineHeight };

/** A finding in the file check: an error's words in the error colour, beside its badge. */
export const finding = style({
  color: vars.color.text.default,
  ...small,
  selectors: { '&[data-severity="error"]': { color: vars.color.error.fg } },
});

export const decision = style({
  paddingLeft: vars.space[3],
  borderLeft: `2px solid ${vars.color.border.default}`,
});

export const comment = style({ margin: 0, color: vars.color.text.strong, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', ...small });
