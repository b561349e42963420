import { createGlobalTheme, createThemeContract, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../design-system/styles.css';

/**
 * The four event colours (docs/screens.md, Constants: Danger, Success, Primary, Warning), as TailAdmin draws them: a
 * tinted chip, a solid bar, and text dark enough on the tint to pass WCAG AA in light and dark.
 */
const tone = { bg: null, fg: null, bar: null };
export const categoryColor = createThemeContract({ Danger: tone, Success: tone, Primary: tone, Warning: tone });

const fromStatus = (status: typeof vars.color.error) => ({ bg: status.bg, fg: status.fg, bar: status.solid });

createGlobalTheme(':root', categoryColor, {
  Danger: fromStatus(vars.color.error),
  Success: fromStatus(vars.color.success),
  Warning: fromStatus(vars.color.warning),
  Primary: { bg: vars.color.brand[50], fg: vars.color.brand[700], bar: vars.color.brand[500] },
});

createGlobalTheme(':root[data-theme="dark"]', categoryColor, {
  Danger: fromStatus(vars.color.error),
  Success: fromStatus(vars.color.success),
  Warning: fromStatus(vars.color.warning),
  Primary: { bg: `color-mix(in srgb, ${vars.color.brand[500]} 20%, transparent)`, fg: vars.color.brand[300], bar: vars.color.brand[400] },
});

/** A small round marker in the category's colour, beside a title or a choice. */
const dotBase = style({ display: 'inline-block', flexShrink: 0, width: 10, height: 10, borderRadius: vars.radius.full });
export const dot = styleVariants(categoryColor, (color) => [dotBase, { background: color.bar }]);

/** The category's dot before an event's title (a card's, a dialog's), on the title's middle. */
export const titleDot = style({ marginRight: vars.space[2], verticalAlign: 'middle' });
