import { useState } from 'react';
import * as styles from './Avatar.css';

export const avatarSizes = ['sm', 'md', 'lg'] as const;
export type AvatarSize = (typeof avatarSizes)[number] & styles.AvatarRecipe['size'];

export type AvatarProps = { name: string; src?: string | null; size?: AvatarSize };

export function initialsOf(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => Array.from(w ?? '')[0]?.toUpperCase() ?? '').join('');
}

/** The person's photo, or their initials when there is none or it fails to load. */
export function Avatar({ name, src, size = 'md' }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span className={styles.avatar({ size })} role={showImage ? undefined : 'img'} aria-label={showImage ? undefined : name}>
      {showImage ? (
        <img className={styles.image} src={src ?? undefined} alt={name} onError={() => setFailedSrc(src ?? null)} />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </span>
  );
}
