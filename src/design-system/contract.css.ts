import { createThemeContract } from '@vanilla-extract/css';

/** The shape of the theme; theme.css.ts fills it for light and dark. */
const scale = {
  25: null, 50: null, 100: null, 200: null, 300: null, 400: null,
  500: null, 600: null, 700: null, 800: null, 900: null, 950: null,
};
const tone = { bg: null, fg: null, solid: null, border: null };
const typeStep = { size: null, lineHeight: null };

export const vars = createThemeContract({
  color: {
    brand: scale,
    gray: scale,
    background: null,
    surface: { default: null, muted: null, hover: null, overlay: null },
    text: { strong: null, default: null, muted: null, placeholder: null, onBrand: null, link: null },
    border: { default: null, strong: null, focus: null },
    focusRing: null,
    focusHalo: null,
    primary: { bg: null, bgHover: null, fg: null },
    danger: { bg: null, bgHover: null, fg: null },
    success: tone,
    error: tone,
    warning: tone,
    info: tone,
    neutral: tone,
    /** The file check's findings on the artwork: their marks (solid), the text on them (fg) and the area they cover (fill). */
    finding: { solid: null, fg: null, fill: null },
    /** The regions that changed between two versions: their outline and number tag (solid) and the text on it (fg). */
    changed: { solid: null, fg: null },
  },
  font: {
    family: null,
    weight: { regular: null, medium: null, semibold: null, bold: null },
  },
  type: {
    title: { sm: typeStep, md: typeStep, lg: typeStep },
    text: { xs: typeStep, sm: typeStep, md: typeStep, lg: typeStep, xl: typeStep },
  },
  space: { 0: null, 1: null, 2: null, 3: null, 4: null, 5: null, 6: null, 8: null, 10: null, 12: null },
  radius: { sm: null, md: null, lg: null, xl: null, '2xl': null, full: null },
  shadow: { xs: null, sm: null, md: null, lg: null, xl: null },
  zIndex: { header: null, sidebar: null, dropdown: null, overlay: null, modal: null, toast: null },
  layout: { sidebarExpanded: null, sidebarCollapsed: null, contentMaxWidth: null },
  motion: { fast: null, normal: null, easing: null },
});
