import type { ReactNode } from 'react';
import { ChevronRightIcon } from '../icons/icons';
import * as styles from './PageHeader.css';

export type PageHeaderProps = {
  title: string;
  /** The caller's router link to "/", labelled "Home". */
  homeLink: ReactNode;
  /** Names the breadcrumb landmark, e.g. "Breadcrumb". */
  breadcrumbLabel?: string;
};

/** The page title (h1) on the left and the "Home > title" breadcrumb on the right. */
export function PageHeader({ title, homeLink, breadcrumbLabel }: PageHeaderProps) {
  return (
    <div className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      <nav aria-label={breadcrumbLabel}>
        <ol className={styles.crumbs}>
          <li className={styles.crumb}>
            {homeLink}
            <ChevronRightIcon size={16} />
          </li>
          <li className={`${styles.crumb} ${styles.current}`} aria-current="page">
            {title}
          </li>
        </ol>
      </nav>
    </div>
  );
}
