import { style } from '@vanilla-extract/css';
import { media, vars } from '../../design-system/styles.css';

export { item, legend as groupLabel } from '../shared/section.css';

/** The stages as a numbered list, read or edited. */
export const stages = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], margin: 0, padding: 0, listStyle: 'none' });

/** A stage's number, in a round badge before its name. */
export const place = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '0 0 auto',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.full,
  background: vars.color.primary.bg,
  color: vars.color.primary.fg,
  fontSize: vars.type.text.sm.size,
  fontWeight: vars.font.weight.semibold,
});

export const stageHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[3], minWidth: 0 });

/** The card's buttons: side by side where they fit, one under the other on a phone. */
export const cardActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });

/** A read stage: its number, then its name and facts. */
export const stageRead = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space[3], minWidth: 0 });

export const fieldset = style({ minWidth: 0, margin: 0, padding: 0, border: 0 });

export const legend = style({ display: 'contents' });

/** The stage's fields: one column on a phone, two from a tablet up. */
export const fields = style({
  display: 'grid',
  gap: vars.space[4],
  marginTop: vars.space[4],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } });


/** The reviewers to tick, in as many columns as fit. */
export const choices = style({ display: 'grid', gap: vars.space[2], gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' });

export const groupError = style({ margin: 0, marginTop: vars.space[2], color: vars.color.error.fg, fontSize: vars.type.text.sm.size, lineHeight: vars.type.text.sm.lineHeight });

export const groupHint = style({ margin: 0, marginTop: vars.space[1], color: vars.color.text.muted, fontSize: vars.type.text.xs.size, lineHeight: vars.type.text.xs.lineHeight });

/** Move and remove, at the stage's top right; under its name on a phone. */
export const stageActions = style({ display: 'flex', gap: vars.space[1], marginLeft: 'auto' });

export const stageTitle = style({ flex: '1 0 auto', margin: 0, whiteSpace: 'nowrap', fontSize: vars.type.text.md.size, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const footer = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[3] });

export const overrides = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], margin: 0, marginTop: vars.space[2], padding: 0, listStyle: 'none' });

/** A stage's guest reviewers: the listed ones, then the field to add one. */
export const guests = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], marginTop: vars.space[3] });

export const guestList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none' });

/** One guest: a tag, its email and the button that takes it off, in a rounded chip. */
export const guestChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minWidth: 0,
  maxWidth: '100%',
  paddingLeft: vars.space[3],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.full,
  fontSize: vars.type.text.sm.size,
});

export const guestTag = style({ color: vars.color.text.muted, fontSize: vars.type.text.xs.size, fontWeight: vars.font.weight.semibold, textTransform: 'uppercase', letterSpacing: '0.04em' });

export const guestEmail = style({ minWidth: 0, overflowWrap: 'anywhere' });

/** The email field and its button: side by side from a tablet up, the button level with the field. */
export const guestAdd = style({
  display: 'grid',
  gap: vars.space[2],
  alignItems: 'end',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

/** A requirement with a flow of its own: its name and stages, its Edit button at the end. */
export const overrideRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[2] });

/** The requirement to give a flow of its own, and the button: side by side from a tablet up. */
export const overrideAdd = style({
  display: 'grid',
  gap: vars.space[2],
  alignItems: 'end',
  marginTop: vars.space[3],
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 24rem) auto', justifyContent: 'start' } },
});

export const overrideStart = style({ marginTop: vars.space[3] });
