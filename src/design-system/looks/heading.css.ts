import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

const base = { margin: 0, color: vars.color.text.strong, fontWeight: vars.font.weight.semibold };

/** The headings of cards, dialogs and pages: one look, two sizes. */
export const heading = styleVariants({
  lg: { ...base, fontSize: vars.type.text.lg.size, lineHeight: vars.type.text.lg.lineHeight },
  xl: { ...base, fontSize: vars.type.text.xl.size, lineHeight: vars.type.text.xl.lineHeight },
});
