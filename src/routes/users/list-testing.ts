// The owner/admin list, as its screen test and its machines' path tests render and read it.
import { screen } from '@testing-library/react';
import type { Page } from '../../api/accounts';
import { LIST_TEXTS, PAGE_SIZE, ROLES, type OwnerAdmin } from '../../api/contract';
import { renderPage } from '../../test/render-page';
import { OwnerAdminListPage } from './owner-admins';
import { ownerAdminFixture, pageOf } from '../../test/fixtures/users';

export const page = (rows: OwnerAdmin[], totalItems: number): Page<OwnerAdmin> => ({ rows, totalItems, totalPages: Math.max(1, Math.ceil(totalItems / PAGE_SIZE)), currentPage: 1 });

export const full = page(Array.from({ length: PAGE_SIZE }, (_, index) => ownerAdminFixture(index + 1)), PAGE_SIZE + 1);

export const ann = full.rows[0]!;

export const answerBody = (output: Page<OwnerAdmin>) => pageOf('ownerAdmins', output.rows, output.totalItems);

export async function renderList(at = '/owner-admins') {
  localStorage.setItem('token', 'a-token');
  const rendered = await renderPage({ path: '/owner-admins', at, component: OwnerAdminListPage, role: ROLES.admin });
  return rendered;
}

export const searchBox = () => screen.getByRole('searchbox', { name: LIST_TEXTS.searchLabel });

export const confirmDialog = () => screen.getByRole('alertdialog', { name: LIST_TEXTS.confirmDeleteTitle });

export const addressOf = (history: { location: { search: string } }) => new URLSearchParams(history.location.search);
