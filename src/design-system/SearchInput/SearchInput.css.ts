import { style } from '@vanilla-extract/css';
import { keyCap } from '../looks/key-cap.css';
import { vars } from '../theme.css';

export const wrapper = style({ position: 'relative', width: '100%' });

export const icon = style({
  position: 'absolute',
  left: vars.space[4],
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'flex',
  color: vars.color.text.muted,
  pointerEvents: 'none',
});

export const input = style({
  display: 'block',
  width: '100%',
  height: 44,
  padding: `0 ${vars.space[4]} 0 48px`,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.strong,
  fontSize: vars.type.text.sm.size,
  boxShadow: vars.shadow.xs,
  appearance: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.text.placeholder, opacity: 1 },
    '&::-webkit-search-cancel-button': { appearance: 'none' },
    '&:focus, &:focus-visible': {
      outline: 'none',
      borderColor: vars.color.border.focus,
      boxShadow: `0 0 0 4px ${vars.color.focusHalo}`,
    },
  },
});

export const kbd = style([keyCap, { position: 'absolute', right: 10, top: '50%', transform: 'translateY(-50%)', pointerEvents: 'none' }]);

/** Room at the right for the shortcut's key cap. */
export const hinted = style({ paddingRight: 64 });
