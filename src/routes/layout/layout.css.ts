import { style } from '@vanilla-extract/css';
import { menuRow } from '../../design-system/looks/menu-row.css';
import { media, vars } from '../../design-system/styles.css';

const headerHeight = { mobile: '64px', desktop: '76px' };
const sidebarTransition = `width ${vars.motion.normal} ${vars.motion.easing}, transform ${vars.motion.normal} ${vars.motion.easing}, margin ${vars.motion.normal} ${vars.motion.easing}`;

export const shell = style({ minHeight: '100vh', background: vars.color.background });

/** The sidebar sits off-canvas below 1024px and slides in as an overlay; on desktop it is 290px or 90px. */
export const sidebar = style({
  position: 'fixed',
  top: headerHeight.mobile,
  left: 0,
  zIndex: vars.zIndex.sidebar,
  display: 'flex',
  flexDirection: 'column',
  width: vars.layout.sidebarExpanded,
  height: `calc(100vh - ${headerHeight.mobile})`,
  padding: `0 ${vars.space[5]}`,
  overflowY: 'auto',
  overflowX: 'hidden',
  borderRight: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.default,
  transform: 'translateX(-100%)',
  transition: sidebarTransition,
  selectors: { '&[data-mobile-open]': { transform: 'translateX(0)' } },
  '@media': {
    [media.desktop]: {
      top: 0,
      height: '100vh',
      transform: 'translateX(0)',
      selectors: { '&[data-collapsed]:not([data-peeking])': { width: vars.layout.sidebarCollapsed } },
    },
    [media.reducedMotion]: { transition: 'none' },
  },
});

export const logoRow = style({
  display: 'none',
  alignItems: 'center',
  height: headerHeight.desktop,
  flexShrink: 0,
  paddingTop: vars.space[2],
  '@media': { [media.desktop]: { display: 'flex' } },
  selectors: { [`${sidebar}[data-collapsed]:not([data-peeking]) &`]: { justifyContent: 'center' } },
});

export const logoLink = style({ textDecoration: 'none', borderRadius: vars.radius.md });

export const nav = style({ display: 'flex', flexDirection: 'column', flex: 1, paddingTop: vars.space[6], paddingBottom: vars.space[6] });

export const menuHeading = style({
  margin: `0 0 ${vars.space[4]}`,
  color: vars.color.text.placeholder,
  fontSize: vars.type.text.xs.size,
  fontWeight: vars.font.weight.regular,
  lineHeight: vars.type.text.xs.lineHeight,
  textTransform: 'uppercase',
  selectors: { [`${sidebar}[data-collapsed]:not([data-peeking]) &`]: { textAlign: 'center' } },
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], margin: 0, padding: 0, listStyle: 'none' });

export const item = style([menuRow, {
  borderRadius: vars.radius.lg,
  color: vars.color.text.default,
  fontFamily: 'inherit',
  textAlign: 'left',
  selectors: {
    '&:hover': { background: vars.color.surface.muted, color: vars.color.text.strong },
    // brand 600, not 500: 500 on brand 50 is 4.3:1, under WCAG AA's 4.5:1 for text.
    '&[data-status="active"], &[data-active]': { background: vars.color.brand[50], color: vars.color.brand[600] },
    [`${sidebar}[data-collapsed]:not([data-peeking]) &`]: { justifyContent: 'center' },
  },
  '@media': { [media.desktop]: { minHeight: '44px' } },
}]);

export const itemIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.text.muted,
  selectors: { [`${item}[data-status="active"] &, ${item}[data-active] &`]: { color: vars.color.brand[500] } },
});

/** Text that hides while the desktop sidebar is collapsed and not hovered. */
export const label = style({
  flex: 1,
  whiteSpace: 'nowrap',
  '@media': { [media.desktop]: { selectors: { [`${sidebar}[data-collapsed]:not([data-peeking]) &`]: { display: 'none' } } } },
});

export const chevron = style({
  display: 'inline-flex',
  transition: `transform ${vars.motion.fast}`,
  selectors: {
    '[aria-expanded="true"] > &': { transform: 'rotate(180deg)', color: vars.color.brand[500] },
  },
  '@media': { [media.desktop]: { selectors: { [`${sidebar}[data-collapsed]:not([data-peeking]) &`]: { display: 'none' } } } },
});

export const submenu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  margin: `${vars.space[1]} 0 0`,
  paddingLeft: vars.space[10],
  listStyle: 'none',
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [media.desktop]: { selectors: { [`${sidebar}[data-collapsed]:not([data-peeking]) &`]: { display: 'none' } } } },
});

export const subItem = style([item, { fontWeight: vars.font.weight.medium }]);

export const signOut = style({ marginTop: 'auto', paddingTop: vars.space[6] });

export const backdrop = style({
  position: 'fixed',
  inset: `${headerHeight.mobile} 0 0 0`,
  zIndex: `calc(${vars.zIndex.sidebar} - 1)`,
  background: vars.color.surface.overlay,
  '@media': { [media.desktop]: { display: 'none' } },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  transition: sidebarTransition,
  '@media': {
    [media.desktop]: {
      marginLeft: vars.layout.sidebarExpanded,
      selectors: { [`${sidebar}[data-collapsed] ~ &`]: { marginLeft: vars.layout.sidebarCollapsed } },
    },
    [media.reducedMotion]: { transition: 'none' },
  },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  height: headerHeight.mobile,
  padding: `0 ${vars.space[4]}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.default,
  '@media': { [media.desktop]: { height: headerHeight.desktop, padding: `0 ${vars.space[6]}`, gap: vars.space[4] } },
});

export const headerLogo = style({
  display: 'flex',
  flex: 1,
  justifyContent: 'center',
  textDecoration: 'none',
  '@media': { [media.desktop]: { display: 'none' } },
});

/** The search button: an icon beside the menu toggle, on desktop a box up to 430px wide. */
export const search = style({
  display: 'flex',
  flexShrink: 0,
  '@media': { [media.desktop]: { flexShrink: 1, width: '100%', maxWidth: '430px' } },
});

export const headerEnd = style({ display: 'flex', alignItems: 'center', gap: vars.space[3], marginLeft: 'auto' });

export const content = style({
  width: '100%',
  maxWidth: vars.layout.contentMaxWidth,
  margin: '0 auto',
  padding: vars.space[4],
  '@media': { [media.tablet]: { padding: vars.space[6] } },
});
