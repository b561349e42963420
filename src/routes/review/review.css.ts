import { style } from '@vanilla-extract/css';
import { media, vars } from '../../design-system/styles.css';
import { placeButton, placeList } from '../shared/proofing/place-list.css';
import { item } from '../shared/section.css';

const small = { fontSize: vars.type.text.sm.size, lineHeight: vars.type.text.sm.lineHeight };

export const layout = style({
  display: 'grid',
  gap: vars.space[6],
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const centre = style({ display: 'flex', justifyContent: 'center', padding: vars.space[12] });

/** The zoom now, first in the toolbar and set apart from the buttons by a rule: a reading, not one of them. */
export const zoomLevel = style({
  minWidth: '9ch',
  paddingInlineEnd: vars.space[3],
  borderInlineEnd: `1px solid ${vars.color.border.default}`,
  color: vars.color.text.default,
  fontVariantNumeric: 'tabular-nums',
  ...small,
});

export const stage = style({
  position: 'relative',
  height: 480,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  // A checkerboard of the surface colours shows where an artwork is transparent.
  backgroundColor: vars.color.surface.default,
  backgroundImage: `linear-gradient(45deg, ${vars.color.surface.muted} 25%, transparent 25%, transparent 75%, ${vars.color.surface.muted} 75%), linear-gradient(45deg, ${vars.color.surface.muted} 25%, transparent 25%, transparent 75%, ${vars.color.surface.muted} 75%)`,
  backgroundSize: '20px 20px',
  backgroundPosition: '0 0, 10px 10px',
  cursor: 'grab',
  touchAction: 'none',
  selectors: {
    '&[data-dragging="true"]': { cursor: 'grabbing' },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const compact = style({ height: 320 });

export const image = style({
  position: 'absolute',
  top: 0,
  left: 0,
  maxWidth: 'none',
  transformOrigin: '0 0',
  userSelect: 'none',
  pointerEvents: 'none',
});

export const layer = style({ position: 'absolute', inset: 0 });

export const placeholder = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100%', color: vars.color.text.muted, ...small });

/** A version in the history: the checklist's item, the one shown outlined. */
export const historyItem = style([item, { selectors: { '&[aria-current="true"]': { borderColor: vars.color.border.focus } } }]);


export const fieldset = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], margin: 0, padding: 0, border: 0 });

export const legend = style({ marginBottom: vars.space[2], padding: 0, color: vars.color.text.default, fontWeight: vars.font.weight.medium, ...small });

export const reasonGrid = style({ display: 'grid', gap: vars.space[2], gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' });

export const compareControls = style({
  display: 'grid',
  gap: vars.space[4],
  alignItems: 'end',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto' } },
});

export const sides = style({
  display: 'grid',
  gap: vars.space[4],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const slider = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], color: vars.color.text.default, ...small });

/** A queued version's stage lines: side by side where they fit. */
export const queueStage = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space[3], rowGap: vars.space[1], marginBlock: vars.space[1] });

export const queueRow = style({
  display: 'grid',
  gap: vars.space[2],
  alignItems: 'center',
  padding: `${vars.space[3]} ${vars.space[4]}`,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

export const subjectLink = style({ color: vars.color.text.link, textDecoration: 'underline', textUnderlineOffset: 2 });

/** The changed regions of compare's differences: numbered buttons, each bringing its region into view. */
export const regions = placeList;
export const regionButton = style([placeButton, { alignItems: 'center' }]);
export const regionNumber = style({
  minWidth: 20,
  padding: '0 4px',
  borderRadius: vars.radius.sm,
  background: vars.color.changed.solid,
  color: vars.color.changed.fg,
  textAlign: 'center',
  fontWeight: vars.font.weight.semibold,
});
export const regionWhere = style({ color: vars.color.text.muted });
/** The notes still open, listed in the approval's confirmation. */
export const openNotes = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], margin: 0, paddingLeft: vars.space[5], maxHeight: '16rem', overflowY: 'auto' });
/** The note changed here being looked at: its number, its words and Resolve / Skip, beside the list of notes. */
export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.focus}`,
  background: vars.color.surface.muted,
});
export const stepNote = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space[2], margin: 0, color: vars.color.text.default, ...small });
export const stepNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  minWidth: 24,
  height: 24,
  paddingInline: vars.space[1],
  borderRadius: vars.radius.full,
  background: vars.color.primary.bg,
  color: vars.color.primary.fg,
  fontWeight: vars.font.weight.semibold,
});

/** The stage view: each stage of the version's approval flow, the open one outlined. */
export const stageList = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], margin: 0, padding: 0, listStyle: 'none' });
export const stageItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[3],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  selectors: { '&[aria-current="step"]': { borderColor: vars.color.border.focus, background: vars.color.surface.muted } },
});
export const stageHead = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space[2] });
export const stageName = style({ flex: '1 1 8rem', minWidth: 0, margin: 0, overflowWrap: 'anywhere' });
/** The stage's place in the flow, in a circle: the brand's colour for the open stage, calm grey for the others. */
export const stagePlace = style([
  stepNumber,
  {
    selectors: { [`${stageItem}:not([aria-current="step"]) &`]: { background: vars.color.surface.muted, color: vars.color.text.default, border: `1px solid ${vars.color.border.default}` } },
  },
]);
export const stageDecisions = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none' });
