import type { ComponentPropsWithoutRef } from 'react';
import type { vars } from '../theme.css';
import { classes } from '../shared/layout';
import * as styles from './Text.css';

export const textSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export const textTones = ['strong', 'default', 'muted', 'link', 'success', 'error', 'warning', 'info'] as const;
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export type TextSize = (typeof textSizes)[number] & keyof typeof vars.type.text;
export type TextTone = (typeof textTones)[number];
export type TextWeight = (typeof textWeights)[number] & keyof typeof vars.font.weight;

type TextElement = 'p' | 'span' | 'div' | 'h2' | 'h3' | 'h4' | 'strong' | 'em' | 'small' | 'label' | 'li' | 'dt' | 'dd' | 'legend';

export type TextProps<E extends TextElement = 'p'> = {
  as?: E;
  /** A step of the type scale, with its line height; unset, the surrounding size. */
  size?: TextSize;
  /** A text colour of the theme; unset, the surrounding colour. */
  tone?: TextTone;
  weight?: TextWeight;
  /** Long words (emails, file names) break rather than widen the page. */
  breakWords?: boolean;
  /** One line, cut with an ellipsis. */
  truncate?: boolean;
  /** A span on a line of its own. */
  block?: boolean;
  className?: string;
} & Omit<ComponentPropsWithoutRef<E>, 'as' | 'size' | 'className' | 'style'>;

/** Text in the theme's type scale and colours, without margins: a paragraph by default. */
export function Text<E extends TextElement = 'p'>({ as, size, tone, weight, breakWords, truncate, block, className, ...rest }: TextProps<E>) {
  const Element = (as ?? 'p') as TextElement;
  const props = rest as Record<string, unknown>;
  const names = [
    styles.text,
    size && styles.size[size],
    tone && styles.tone[tone],
    weight && styles.weight[weight],
    breakWords && styles.breakWords,
    truncate && styles.truncate,
    block && styles.block,
    className,
  ];
  return <Element {...props} className={classes(...names)} />;
}
