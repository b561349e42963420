import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const group = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1], whiteSpace: 'nowrap' });
