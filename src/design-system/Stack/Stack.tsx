import { alignItems, gap as gaps } from '../shared/layout.css';
import { classes, listClass, type Align, type LayoutElement, type LayoutProps, type Space } from '../shared/layout';
import * as styles from './Stack.css';

export type StackProps<E extends LayoutElement = 'div'> = LayoutProps<
  E,
  {
    /** The space between children, a step of the scale. */
    gap?: Space;
    /** How children sit across the stack; by default they stretch to its width. */
    align?: Align;
    className?: string;
  }
>;

/** Children one under the other, a step of the space scale apart. As a list it drops its bullets. */
export function Stack<E extends LayoutElement = 'div'>({ as, gap = 4, align, className, ...rest }: StackProps<E>) {
  const Element = (as ?? 'div') as LayoutElement;
  const props = rest as Record<string, unknown>;
  return <Element {...props} className={classes(styles.stack, gaps[gap], align && alignItems[align], listClass(Element), className)} />;
}
