import { style } from '@vanilla-extract/css';
import { media, vars } from '../../design-system/theme.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6] });

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

export const emptyText = style({ margin: 0, color: vars.color.text.default, fontSize: vars.type.text.md.size, fontWeight: vars.font.weight.medium });

export const form = style({
  display: 'grid',
  gap: vars.space[5],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } });

export const formActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  '@media': { [media.tablet]: { gridColumn: '1 / -1' } },
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space[3] });

/** The search and the status filter side by side, one under the other on a narrow screen. */
export const listFilters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space[3], width: '100%' });
