import type { ReactNode } from 'react';
import { APP_TITLE } from '../../api/contract';
import { AUTH_TEXTS } from './auth-texts';
import { ThemeToggle } from '../shared/ThemeToggle';
import { useDocumentTitle } from '../shared/use-document-title';
import { Logo } from '../shared/Logo';
import * as styles from './auth.css';
import { useT } from '../../i18n';

/** The public pages' frame: the form on the left, the product's panel on the right. */
interface Props {
  title: string;
  hint?: string;
  /** The line under the form: where else to go. */
  footer: ReactNode;
  children: ReactNode;
}

export function AuthLayout({ title, hint, footer, children }: Props) {
  const t = useT();
  useDocumentTitle(title);
  return (
    <div className={styles.frame}>
      <main className={styles.formSide}>
        <div className={styles.formBox}>
          <div className={styles.narrowBrand}>
            <Logo />
          </div>
          <h1 className={styles.title}>{title}</h1>
          {hint && <p className={styles.hint}>{hint}</p>}
          {children}
          <p className={styles.footer}>{footer}</p>
        </div>
      </main>
      <aside className={styles.brandSide} aria-label={APP_TITLE}>
        <div className={styles.brandGrid} aria-hidden="true" />
        <div className={styles.brand}>
          <Logo inverted />
          <p className={styles.brandText}>{t(AUTH_TEXTS.brandTagline)}</p>
        </div>
      </aside>
      <div className={styles.themeToggle}>
        <ThemeToggle />
      </div>
    </div>
  );
}
