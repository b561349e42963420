import { style } from '@vanilla-extract/css';
import { media, vars } from '../../design-system/styles.css';

export const loading = style({ display: 'flex', justifyContent: 'center', padding: vars.space[12] });

export const form = style({
  display: 'grid',
  gap: vars.space[5],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } });
