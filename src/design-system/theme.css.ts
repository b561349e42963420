import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { fontStack, palette, sidebarWidth } from './tokens';
// Every component imports this file for `vars`, and package.json marks *.css.ts as having side
// effects, so the global styles arrive wherever the design system is used, even when a bundler
// drops the side-effect-free index.ts barrel.
import './global.css';

export { vars };
export { breakpoints, media, sidebarWidth, toastDefaults } from './tokens';

const shared = {
  font: {
    family: fontStack,
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  },
  type: {
    title: {
      sm: { size: '30px', lineHeight: '38px' },
      md: { size: '36px', lineHeight: '44px' },
      lg: { size: '48px', lineHeight: '60px' },
    },
    text: {
      xs: { size: '12px', lineHeight: '18px' },
      sm: { size: '14px', lineHeight: '20px' },
      md: { size: '16px', lineHeight: '24px' },
      lg: { size: '18px', lineHeight: '28px' },
      xl: { size: '20px', lineHeight: '30px' },
    },
  },
  space: {
    0: '0', 1: '4px', 2: '8px', 3: '12px', 4: '16px', 5: '20px', 6: '24px', 8: '32px', 10: '40px', 12: '48px',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', xl: '16px', '2xl': '24px', full: '9999px' },
  shadow: {
    xs: '0 1px 2px 0 rgba(16, 24, 40, 0.05)',
    sm: '0 1px 3px 0 rgba(16, 24, 40, 0.1), 0 1px 2px 0 rgba(16, 24, 40, 0.06)',
    md: '0 4px 8px -2px rgba(16, 24, 40, 0.1), 0 2px 4px -2px rgba(16, 24, 40, 0.06)',
    lg: '0 12px 16px -4px rgba(16, 24, 40, 0.08), 0 4px 6px -2px rgba(16, 24, 40, 0.03)',
    xl: '0 20px 24px -4px rgba(16, 24, 40, 0.08), 0 8px 8px -4px rgba(16, 24, 40, 0.03)',
  },
  // Dropdowns and toasts sit above an open modal, since a modal can open either.
  zIndex: { header: '40', sidebar: '50', overlay: '90', modal: '100', dropdown: '120', toast: '130' },
  layout: {
    sidebarExpanded: `${sidebarWidth.expanded}px`,
    sidebarCollapsed: `${sidebarWidth.collapsed}px`,
    contentMaxWidth: '1536px',
  },
  motion: { fast: '120ms', normal: '200ms', easing: 'cubic-bezier(0.16, 1, 0.3, 1)' },
};

const { brand, gray } = palette;

createGlobalTheme(':root', vars, {
  ...shared,
  color: {
    brand,
    gray,
    background: gray[50],
    surface: { default: palette.white, muted: gray[100], hover: gray[50], overlay: 'rgba(16, 24, 40, 0.5)' },
    text: {
      strong: gray[800], default: gray[700], muted: gray[500], placeholder: gray[500],
      onBrand: palette.white, link: brand[500],
    },
    border: { default: gray[200], strong: gray[300], focus: brand[500] },
    focusRing: brand[500],
    focusHalo: 'rgba(70, 95, 255, 0.12)',
    primary: { bg: brand[500], bgHover: brand[600], fg: palette.white },
    danger: { bg: palette.error[600], bgHover: palette.error[700], fg: palette.white },
    // Foregrounds are one step darker than TailAdmin's so that small badge text passes WCAG AA.
    success: { bg: palette.success[50], fg: palette.success[700], solid: palette.success[500], border: palette.success[300] },
    error: { bg: palette.error[50], fg: palette.error[700], solid: palette.error[500], border: palette.error[300] },
    warning: { bg: palette.warning[50], fg: palette.warning[700], solid: palette.warning[500], border: palette.warning[300] },
    info: { bg: palette.info[50], fg: palette.info[700], solid: palette.info[500], border: palette.info[300] },
    neutral: { bg: gray[100], fg: gray[700], solid: gray[500], border: gray[300] },
    finding: { solid: palette.finding[700], fg: palette.white, fill: 'rgba(193, 21, 116, 0.12)' },
    changed: { solid: palette.changed[700], fg: palette.white },
  },
});

createGlobalTheme(':root[data-theme="dark"]', vars, {
  ...shared,
  shadow: {
    ...shared.shadow,
    lg: '0 12px 16px -4px rgba(0, 0, 0, 0.4), 0 4px 6px -2px rgba(0, 0, 0, 0.2)',
    xl: '0 20px 24px -4px rgba(0, 0, 0, 0.5), 0 8px 8px -4px rgba(0, 0, 0, 0.25)',
  },
  color: {
    brand,
    gray,
    background: gray[950],
    surface: { default: gray[900], muted: gray[800], hover: 'rgba(255, 255, 255, 0.03)', overlay: 'rgba(0, 0, 0, 0.7)' },
    text: {
      strong: 'rgba(255, 255, 255, 0.9)', default: gray[300], muted: gray[400], placeholder: gray[500],
      onBrand: palette.white, link: brand[400],
    },
    border: { default: gray[800], strong: gray[700], focus: brand[400] },
    focusRing: brand[400],
    focusHalo: 'rgba(117, 146, 255, 0.2)',
    primary: { bg: brand[500], bgHover: brand[600], fg: palette.white },
    danger: { bg: palette.error[600], bgHover: palette.error[700], fg: palette.white },
    success: { bg: 'rgba(18, 183, 106, 0.15)', fg: palette.success[400], solid: palette.success[500], border: palette.success[900] },
    error: { bg: 'rgba(240, 68, 56, 0.15)', fg: palette.error[400], solid: palette.error[500], border: palette.error[900] },
    warning: { bg: 'rgba(247, 144, 9, 0.15)', fg: palette.warning[400], solid: palette.warning[500], border: palette.warning[900] },
    info: { bg: 'rgba(11, 165, 236, 0.15)', fg: palette.info[400], solid: palette.info[500], border: palette.info[900] },
    neutral: { bg: gray[800], fg: gray[300], solid: gray[400], border: gray[700] },
    finding: { solid: palette.finding[700], fg: palette.white, fill: 'rgba(238, 70, 188, 0.16)' },
    changed: { solid: palette.changed[700], fg: palette.white },
  },
});
