import * as Radix from '@radix-ui/react-dropdown-menu';
import type { ReactElement } from 'react';
import * as styles from './DropdownMenu.css';

export const itemTones = ['default', 'danger'] as const;

export const Root = Radix.Root;

export type TriggerProps = Omit<Radix.DropdownMenuTriggerProps, 'className' | 'style' | 'asChild' | 'children'> & {
  /** One element, usually a Button or IconButton; it receives the trigger's ARIA and handlers. */
  children: ReactElement;
};

export function Trigger(props: TriggerProps) {
  return <Radix.Trigger asChild {...props} />;
}

export type ContentProps = Omit<Radix.DropdownMenuContentProps, 'className' | 'style'>;

export function Content({ align = 'end', sideOffset = 8, ...rest }: ContentProps) {
  return (
    <Radix.Portal>
      <Radix.Content {...rest} align={align} sideOffset={sideOffset} className={styles.content} />
    </Radix.Portal>
  );
}

export type ItemProps = Omit<Radix.DropdownMenuItemProps, 'className' | 'style'> & {
  tone?: (typeof itemTones)[number];
};

/** Pass `asChild` with a router Link to make a navigation item. */
export function Item({ tone = 'default', ...rest }: ItemProps) {
  return <Radix.Item {...rest} className={styles.item({ tone })} />;
}

export function Label(props: Omit<Radix.DropdownMenuLabelProps, 'className' | 'style'>) {
  return <Radix.Label {...props} className={styles.label} />;
}

export function Separator(props: Omit<Radix.DropdownMenuSeparatorProps, 'className' | 'style'>) {
  return <Radix.Separator {...props} className={styles.separator} />;
}
