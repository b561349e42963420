import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const textarea = style({ minHeight: 110, paddingTop: vars.space[3], resize: 'vertical' });
