import type { ReactNode } from 'react';
import { APP_TITLE, AUTH_TEXTS } from '../../api/contract';
import { ThemeToggle } from '../layout/ThemeToggle';
import { useDocumentTitle } from '../use-document-title';
import { Logo } from '../layout/Logo';
import * as styles from './auth.css';

/** The public pages' frame: the form on the left, the product's panel on the right. */
export function AuthLayout({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className={styles.frame}>
      <main className={styles.formSide}>
        <div className={styles.formBox}>
          <h1 className={styles.title}>{title}</h1>
          {hint && <p className={styles.hint}>{hint}</p>}
          {children}
        </div>
      </main>
      <aside className={styles.brandSide} aria-label={APP_TITLE}>
        <div className={styles.brandGrid} aria-hidden="true" />
        <div className={styles.brand}>
          <Logo inverted />
          <p className={styles.brandText}>{AUTH_TEXTS.brandTagline}</p>
        </div>
      </aside>
      <div className={styles.themeToggle}>
        <ThemeToggle />
      </div>
    </div>
  );
}
