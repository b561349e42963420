import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/styles.css';

// The form's grid, muted text and two-line cells are shared with the event page: see ../shared/section.css.

export const fieldset = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0, margin: 0, padding: 0, border: 0 });


/** A checklist item's text takes the row's room; its box and button sit beside it. */
export const checklistText = style({ flex: '1 1 16rem', minWidth: 0 });

export const rowActions = style({ display: 'inline-flex', gap: vars.space[1] });

export { legend, linkButton } from '../shared/section.css';
