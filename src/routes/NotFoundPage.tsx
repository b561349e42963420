import { Link } from '@tanstack/react-router';
import { NOT_FOUND_TEXTS } from '../api/contract';
import * as styles from './NotFoundPage.css';
import { useDocumentTitle } from './shared/use-document-title';
import { useT } from '../i18n';

export function NotFoundPage() {
  const t = useT();
  useDocumentTitle(t(NOT_FOUND_TEXTS.title));
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t(NOT_FOUND_TEXTS.title)}</h1>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <p className={styles.message}>{t(NOT_FOUND_TEXTS.message)}</p>
      <Link to="/" className={styles.homeLink}>
        {t(NOT_FOUND_TEXTS.backHome)}
      </Link>
    </main>
  );
}
