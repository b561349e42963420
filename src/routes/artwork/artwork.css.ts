import { style } from '@vanilla-extract/css';
import { media, vars } from '../../design-system/theme.css';

export { report, reportTitle } from '../shared/version-notes.css';

const small = { fontSize: vars.type.text.sm.size, lineHeight: vars.type.text.sm.lineHeight };

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const muted = style({ margin: 0, color: vars.color.text.muted, ...small });

export const items = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], margin: 0, padding: 0, listStyle: 'none' });

export { item } from '../shared/section.css';

export const itemHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space[2] });

export const itemTitle = style({ margin: 0, color: vars.color.text.strong, fontSize: vars.type.text.md.size, fontWeight: vars.font.weight.semibold });

export const itemStatus = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space[2], marginLeft: 'auto' });

export const description = style({ margin: 0, color: vars.color.text.default, ...small });

export const facts = style({ margin: 0, color: vars.color.text.default, ...small });

export const countdown = style({ fontWeight: vars.font.weight.semibold });

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

export const latestBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], minWidth: 0 });

export const latestName = style({ margin: 0, overflowWrap: 'anywhere', ...small });

export const submit = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const upload = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const transfer = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const transferActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2] });

export const verifying = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2], color: vars.color.text.default, ...small });
