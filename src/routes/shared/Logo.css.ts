import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/styles.css';

export const logo = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[3], color: vars.color.text.strong });

export const mark = style({ width: '32px', height: '32px', flexShrink: 0, fill: vars.color.brand[500] });

export const name = style({
  maxWidth: '190px',
  fontSize: vars.type.text.md.size,
  fontWeight: vars.font.weight.semibold,
  lineHeight: '20px',
  selectors: { [`${logo}[data-inverted] &`]: { color: vars.color.text.onBrand, maxWidth: 'none', fontSize: vars.type.text.xl.size, lineHeight: vars.type.text.xl.lineHeight } },
});

export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
