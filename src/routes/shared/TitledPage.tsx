import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LAYOUT_TEXTS } from '../../api/contract';
import { PageHeader } from '../../design-system';
import { useDocumentTitle } from './use-document-title';
import { useT } from '../../i18n';

/** A page's header (title and breadcrumb Home > title) above its content; `title` as the page shows it (translated where the page is). */
export function TitledPage({ title, children }: { title: string; children?: ReactNode }) {
  const t = useT();
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} homeLink={<Link to="/">{t(LAYOUT_TEXTS.home)}</Link>} />
      {children}
    </>
  );
}
