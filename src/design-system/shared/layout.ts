import type { ComponentPropsWithoutRef } from 'react';
import type { vars } from '../theme.css';
import { listReset } from './layout.css';

/** A step of the space scale (vars.space): 1 is 4px, 4 is 16px, 6 is 24px. */
export type Space = keyof typeof vars.space;
export type Align = 'start' | 'center' | 'end' | 'baseline' | 'stretch';
export type Justify = 'start' | 'center' | 'end' | 'between';

/** The elements a layout primitive may render as. */
export type LayoutElement = 'div' | 'section' | 'ul' | 'ol' | 'li' | 'dl' | 'form' | 'fieldset' | 'span' | 'header' | 'footer' | 'nav' | 'label';

/** A primitive's own props, then the chosen element's, without inline styles: spacing comes from the scale. */
export type LayoutProps<E extends LayoutElement, Own> = Own & { as?: E } & Omit<ComponentPropsWithoutRef<E>, keyof Own | 'as' | 'style'>;

/** The classes joined, without the empty ones. */
export const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** Lists drop their bullets and indent. */
export const listClass = (element: LayoutElement) => (element === 'ul' || element === 'ol' ? listReset : undefined);
