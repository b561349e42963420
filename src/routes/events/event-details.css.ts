import { style } from '@vanilla-extract/css';
import { heading } from '../../design-system/looks/heading.css';
import { vars } from '../../design-system/styles.css';

export { form, wide } from '../shared/section.css';

export const centre = style({ display: 'flex', justifyContent: 'center', padding: vars.space[12] });

export const link = style({ color: vars.color.text.link, fontSize: vars.type.text.sm.size, fontWeight: vars.font.weight.medium });

export const unavailableTitle = heading.lg;

export const reasons = style({ margin: 0, minWidth: '16rem', paddingLeft: vars.space[4], fontSize: vars.type.text.xs.size, lineHeight: vars.type.text.xs.lineHeight });

export const paging = style({ marginTop: vars.space[4] });


