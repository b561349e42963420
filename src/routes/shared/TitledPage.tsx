import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LAYOUT_TEXTS } from '../../api/contract';
import { PageHeader } from '../../design-system';
import { useDocumentTitle } from './use-document-title';

/** A page's header (title and breadcrumb Home > title) above its content. */
export function TitledPage({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} homeLink={<Link to="/">{LAYOUT_TEXTS.home}</Link>} />
      {children}
    </>
  );
}
