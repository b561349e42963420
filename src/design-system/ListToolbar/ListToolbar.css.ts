import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';
import { media } from '../tokens';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  marginBottom: vars.space[5],
});

export const search = style({
  flex: '1 1 240px',
  minWidth: 0,
  '@media': { [media.tablet]: { flexGrow: 0, flexBasis: '360px' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[3] });
