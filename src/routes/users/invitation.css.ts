import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

export const body = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space[3] });

export const line = style({ margin: 0, color: vars.color.text.default, fontSize: vars.type.text.sm.size });

export const note = style([line, { color: vars.color.text.muted }]);
