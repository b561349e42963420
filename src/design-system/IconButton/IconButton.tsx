import type { ComponentPropsWithRef, ReactNode } from 'react';
import { buttonSizes, buttonVariants } from '../Button/Button';
import * as styles from './IconButton.css';

export const iconButtonVariants = buttonVariants;
export const iconButtonSizes = buttonSizes;
export const iconButtonShapes = ['square', 'round'] as const;

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'className' | 'style' | 'children' | 'aria-label'> & {
  /** The accessible name (aria-label); the icon itself is decorative. */
  label: string;
  children: ReactNode;
  variant?: (typeof iconButtonVariants)[number] & styles.IconButtonRecipe['variant'];
  size?: (typeof iconButtonSizes)[number] & styles.IconButtonRecipe['size'];
  shape?: (typeof iconButtonShapes)[number] & styles.IconButtonRecipe['shape'];
};

/** An icon button's look for another element, e.g. a router link; give it an aria-label. */
export const iconButtonClassName = ({
  variant = 'outline',
  size = 'md',
  shape = 'square',
}: Pick<IconButtonProps, 'variant' | 'size' | 'shape'> = {}) => styles.iconButton({ variant, size, shape });

export function IconButton({
  label,
  children,
  variant = 'outline',
  size = 'md',
  shape = 'square',
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button {...rest} type={type} aria-label={label} className={styles.iconButton({ variant, size, shape })}>
      {children}
    </button>
  );
}
