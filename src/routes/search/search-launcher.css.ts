import { style } from '@vanilla-extract/css';
import { keyCap } from '../../design-system/looks/key-cap.css';
import { media, vars } from '../../design-system/styles.css';

/**
 * The header's search button: on desktop it looks like the search box it replaces (icon, words,
 * key cap); below it, an outlined icon button beside the menu toggle.
 */
export const launcher = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 44,
  height: 44,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.muted,
  fontFamily: 'inherit',
  fontSize: vars.type.text.sm.size,
  boxShadow: vars.shadow.xs,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface.hover, color: vars.color.text.strong },
    '&:focus-visible': { outline: 'none', borderColor: vars.color.border.focus, boxShadow: `0 0 0 4px ${vars.color.focusHalo}` },
  },
  '@media': {
    [media.desktop]: {
      justifyContent: 'flex-start',
      gap: vars.space[3],
      width: '100%',
      maxWidth: '430px',
      padding: `0 10px 0 ${vars.space[4]}`,
      selectors: { '&:hover': { background: 'transparent', borderColor: vars.color.border.strong } },
    },
  },
});

/** The words: on desktop in the box's placeholder colour; read out, not shown, below it. */
export const words = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [media.desktop]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'hidden',
      clip: 'auto',
      flex: 1,
      textAlign: 'left',
      textOverflow: 'ellipsis',
      color: vars.color.text.placeholder,
    },
  },
});

export const kbd = style([keyCap, { display: 'none', '@media': { [media.desktop]: { display: 'inline-block' } } }]);
