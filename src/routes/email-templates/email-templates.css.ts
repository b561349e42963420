import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../design-system/styles.css';

export const layout = style({
  display: 'grid',
  gap: vars.space[6],
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(240px, 300px) minmax(0, 1fr)' } },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[1],
  width: '100%',
  padding: `${vars.space[3]} ${vars.space[3]}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.lg,
  background: 'none',
  color: vars.color.text.default,
  font: 'inherit',
  fontSize: vars.type.text.sm.size,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface.hover },
    '&[aria-current="true"]': { background: vars.color.focusHalo, borderColor: vars.color.border.focus, color: vars.color.text.strong },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

const monospace = 'ui-monospace, SFMono-Regular, Menlo, monospace';

export const variableButton = style({
  padding: `2px ${vars.space[2]}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.muted,
  color: vars.color.text.strong,
  fontFamily: monospace,
  fontSize: vars.type.text.xs.size,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.border.focus },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const previewSubject = style({
  margin: 0,
  paddingBottom: vars.space[3],
  borderBottom: `1px solid ${vars.color.border.default}`,
  color: vars.color.text.strong,
  fontWeight: vars.font.weight.medium,
});

export const previewBody = style({
  marginTop: vars.space[3],
  padding: vars.space[4],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.default,
  color: vars.color.text.default,
  fontSize: vars.type.text.sm.size,
  lineHeight: vars.type.text.sm.lineHeight,
  overflowWrap: 'anywhere',
});

globalStyle(`${previewBody} p`, { margin: `0 0 ${vars.space[3]}` });
globalStyle(`${previewBody} a`, { color: vars.color.text.link });

export const example = style({ fontFamily: monospace, fontSize: vars.type.text.xs.size, color: vars.color.text.strong, overflowWrap: 'anywhere' });

export const centered = style({ padding: vars.space[12] });

export const previewCounts = style({ maxWidth: '32rem', marginBlock: vars.space[3] });

export const english = style({
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.muted,
});

export const englishSummary = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  color: vars.color.text.strong,
  fontSize: vars.type.text.sm.size,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2, borderRadius: vars.radius.lg } },
});

export const englishText = style({ paddingInline: vars.space[3], paddingBlockEnd: vars.space[3] });

export const englishSubject = style({ margin: `0 0 ${vars.space[2]}`, color: vars.color.text.strong, fontSize: vars.type.text.sm.size, fontWeight: vars.font.weight.medium });

export const englishBody = style({
  margin: 0,
  color: vars.color.text.default,
  fontFamily: 'inherit',
  fontSize: vars.type.text.sm.size,
  lineHeight: vars.type.text.sm.lineHeight,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
