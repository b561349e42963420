import { alignItems, columnGap, justifyContent, rowGap as rowGaps } from '../shared/layout.css';
import { classes, listClass, type Align, type Justify, type LayoutElement, type LayoutProps, type Space } from '../shared/layout';
import * as styles from './Inline.css';

export type InlineProps<E extends LayoutElement = 'div'> = LayoutProps<
  E,
  {
    /** The space between children, a step of the scale; between wrapped lines too unless rowGap says otherwise. */
    gap?: Space;
    /** The space between wrapped lines. */
    rowGap?: Space;
    /** Whether children move to a new line when the row is full (the default), or stay on one. */
    wrap?: boolean;
    align?: Align;
    justify?: Justify;
    className?: string;
  }
>;

/** Children side by side, a step of the space scale apart, wrapping onto new lines. As a list it drops its bullets. */
export function Inline<E extends LayoutElement = 'div'>({ as, gap = 2, rowGap, wrap = true, align, justify, className, ...rest }: InlineProps<E>) {
  const Element = (as ?? 'div') as LayoutElement;
  const props = rest as Record<string, unknown>;
  const names = [styles.inline, columnGap[gap], rowGaps[rowGap ?? gap], wrap && styles.wrap, align && alignItems[align], justify && justifyContent[justify]];
  return <Element {...props} className={classes(...names, listClass(Element), className)} />;
}
