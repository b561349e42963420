/**
 * Raw values behind the theme. Components never read these: they read `vars` from theme.css.ts.
 * Layout constants (docs/screens.md, Constants) are exported as numbers for code that measures the window.
 */
export const breakpoints = { mobile: 768, desktop: 1024 } as const;

export const media = {
  /** At least 768px wide: no mobile sidebar overlay. */
  tablet: `screen and (min-width: ${breakpoints.mobile}px)`,
  /** At least 1024px wide: the sidebar toggle behaves as on desktop. */
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

export const sidebarWidth = { expanded: 290, collapsed: 90 } as const;

export const toastDefaults = { durationMs: 4000, limit: 3, widthPx: 356 } as const;

export const fontStack =
  '"Outfit Variable", "Outfit", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** TailAdmin's palette; brand 500 is the product colour #465fff. */
export const palette = {
  white: '#ffffff',
  black: '#101828',
  brand: {
    25: '#f2f7ff', 50: '#ecf3ff', 100: '#dde9ff', 200: '#c2d6ff', 300: '#9cb9ff', 400: '#7592ff',
    500: '#465fff', 600: '#3641f5', 700: '#2a31d8', 800: '#252dae', 900: '#262e89', 950: '#161950',
  },
  gray: {
    25: '#fcfcfd', 50: '#f9fafb', 100: '#f2f4f7', 200: '#e4e7ec', 300: '#d0d5dd', 400: '#98a2b3',
    500: '#667085', 600: '#475467', 700: '#344054', 800: '#1d2939', 900: '#101828', 950: '#0c111d',
  },
  success: { 50: '#ecfdf3', 100: '#d1fadf', 300: '#6ce9a6', 400: '#32d583', 500: '#12b76a', 600: '#039855', 700: '#027a48', 900: '#054f31' },
  error: { 50: '#fef3f2', 100: '#fee4e2', 300: '#fda29b', 400: '#f97066', 500: '#f04438', 600: '#d92d20', 700: '#b42318', 900: '#7a271a' },
  warning: { 50: '#fffaeb', 100: '#fef0c7', 300: '#fec84b', 400: '#fdb022', 500: '#f79009', 600: '#dc6803', 700: '#b54708', 900: '#7a2e0e' },
  /** The file check's findings drawn on the artwork: a colour no note, guide or status uses (the proof report's FINDING_MARK_COLOUR is 700). */
  finding: { 50: '#fdf2fa', 300: '#faa7e0', 500: '#ee46bc', 700: '#c11574' },
  /** What changed between two versions: the numbered regions over the difference mask (which the server draws red). */
  changed: { 700: '#c01048' },
  info: { 50: '#f0f9ff', 100: '#e0f2fe', 300: '#7cd4fd', 400: '#36bffa', 500: '#0ba5ec', 600: '#0086c9', 700: '#026aa2', 900: '#0b4a6f' },
} as const;
