import { style } from '@vanilla-extract/css';
import { media, vars } from '../../design-system/styles.css';

const small = { fontSize: vars.type.text.sm.size, lineHeight: vars.type.text.sm.lineHeight };

export { item } from '../shared/section.css';

/** The status badges, pushed to the end of the header's line. */
export const itemStatus = style({ marginLeft: 'auto' });

export const latest = style({
  display: 'grid',
  gap: vars.space[4],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  // A border, not a grey fill: muted text on a grey fill falls short of AA contrast.
  border: `1px solid ${vars.color.border.default}`,
  '@media': { [media.tablet]: { gridTemplateColumns: '120px minmax(0, 1fr)' } },
});

export const thumbnail = style({
  display: 'block',
  width: 120,
  height: 120,
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.default,
});


export const verifying = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2], color: vars.color.text.default, ...small });
