/**
 * The design system's tokens, for the screens' own `.css.ts` files (the theme's variables are on
 * every page already). The looks a screen's style sheet composes are in looks/, one file each; components,
 * and the classes a component applies, come from the index. Nothing else of the design system is
 * imported from outside it (eslint.config.js).
 */
export { vars, media, breakpoints } from './theme.css';
