import type { ReactNode } from 'react';
import { Avatar } from '../Avatar/Avatar';
import * as styles from './IdentityHeader.css';

export type IdentityHeaderProps = {
  name: string;
  avatarSrc?: string | null;
  /** Under the name, e.g. the role and a status badge. */
  subtitle?: ReactNode;
  /** At the end, e.g. Edit. */
  actions?: ReactNode;
};

/** Who a page is about: avatar, name (h2) and a line under it, with actions; stacked on a phone. */
export function IdentityHeader({ name, avatarSrc, subtitle, actions }: IdentityHeaderProps) {
  return (
    <div className={styles.identity}>
      <Avatar name={name} src={avatarSrc ?? undefined} size="lg" />
      <div className={styles.text}>
        <h2 className={styles.name}>{name}</h2>
        {subtitle && <div className={styles.subtitle}>{subtitle}</div>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
