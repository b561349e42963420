import { style } from '@vanilla-extract/css';
import { heading } from '../../design-system/heading.css';
import { media, vars } from '../../design-system/theme.css';

export { form, wide } from '../shared/section.css';

export const centre = style({ display: 'flex', justifyContent: 'center', padding: vars.space[12] });

export const details = style({
  display: 'grid',
  gap: `${vars.space[5]} ${vars.space[8]}`,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const term = style({ marginBottom: vars.space[2], color: vars.color.text.muted, fontSize: vars.type.text.xs.size, lineHeight: vars.type.text.xs.lineHeight });

export const value = style({
  margin: 0,
  color: vars.color.text.strong,
  fontSize: vars.type.text.sm.size,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

export const link = style({ color: vars.color.text.link, fontSize: vars.type.text.sm.size, fontWeight: vars.font.weight.medium });

export const unavailableTitle = heading.lg;


export const reasons = style({ margin: 0, minWidth: '16rem', paddingLeft: vars.space[4], fontSize: vars.type.text.xs.size, lineHeight: vars.type.text.xs.lineHeight });

export const paging = style({ marginTop: vars.space[4] });

export const titleDot = style({ marginRight: vars.space[2], verticalAlign: 'middle' });

export const summaryList = style({ display: 'grid', gap: vars.space[4], margin: 0 });
