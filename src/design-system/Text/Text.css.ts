import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const text = style({ margin: 0 });

/** Each size brings its line height: the type scale's pairs. */
export const size = styleVariants(vars.type.text, (step) => ({ fontSize: step.size, lineHeight: step.lineHeight }));

export const tone = styleVariants({
  strong: { color: vars.color.text.strong },
  default: { color: vars.color.text.default },
  muted: { color: vars.color.text.muted },
  link: { color: vars.color.text.link },
  success: { color: vars.color.success.fg },
  error: { color: vars.color.error.fg },
  warning: { color: vars.color.warning.fg },
  info: { color: vars.color.info.fg },
});

export const weight = styleVariants(vars.font.weight, (value) => ({ fontWeight: value }));

/** Long words (emails, file names) break rather than widen the page. */
export const breakWords = style({ overflowWrap: 'anywhere' });

/** One line, cut with an ellipsis. */
export const truncate = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/** Display: block, for a span that takes a line of its own. */
export const block = style({ display: 'block' });
