import { Link } from '@tanstack/react-router';
import { NOT_FOUND_TEXTS } from '../api/contract';
import * as styles from './NotFoundPage.css';
import { useDocumentTitle } from './shared/use-document-title';

export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TEXTS.title);
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{NOT_FOUND_TEXTS.title}</h1>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <p className={styles.message}>{NOT_FOUND_TEXTS.message}</p>
      <Link to="/" className={styles.homeLink}>
        {NOT_FOUND_TEXTS.backHome}
      </Link>
    </main>
  );
}
