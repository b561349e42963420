import type { ComponentPropsWithRef } from 'react';
import { SpinnerGlyph } from '../Spinner/Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'outline', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof buttonVariants)[number] & styles.ButtonRecipe['variant'];
export type ButtonSize = (typeof buttonSizes)[number] & styles.ButtonRecipe['size'];

export type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'className' | 'style'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and disables the button. */
  loading?: boolean;
  fullWidth?: boolean;
};

/** A button's look for another element, e.g. a router link that reads as a button. */
export const buttonClassName = ({ variant = 'primary', size = 'md' }: { variant?: ButtonVariant; size?: ButtonSize } = {}) =>
  styles.button({ variant, size });

/** `type` defaults to "button"; pass `type="submit"` for a form's submit button. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={styles.button({ variant, size, fullWidth })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <SpinnerGlyph size="sm" tone="current" />}
      {children}
    </button>
  );
}
