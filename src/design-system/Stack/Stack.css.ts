import { style } from '@vanilla-extract/css';

// minWidth 0: a stack in a grid or flex track shrinks with it rather than overflowing it.
export const stack = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
