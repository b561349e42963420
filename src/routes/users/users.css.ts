import { style } from '@vanilla-extract/css';
import { media, vars } from '../../design-system/styles.css';

export const footer = style({ marginTop: vars.space[5] });


export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[4],
  padding: `${vars.space[10]} ${vars.space[4]}`,
  textAlign: 'center',
  color: vars.color.text.muted,
});

export const form = style({
  display: 'grid',
  gap: vars.space[5],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } });

/** The search and the status filter side by side, one under the other on a narrow screen. */
export const listFilters = style({ width: '100%' });
