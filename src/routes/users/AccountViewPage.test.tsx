import '../../design-system/testing/jsdom-polyfills';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIST_TEXTS, MESSAGES, OWNER_ADMIN_TEXTS, PAGE_TITLES, ROLES } from '../../api/contract';
import { toast } from '../../design-system';
import { fakeServer } from '../../test/fake-server';
import { renderPage } from '../../test/render-page';
import { OwnerAdminViewPage } from './owner-admins';
import { ownerAdminFixture } from '../../test/fixtures/users';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

describe('the owner/admin detail page', () => {
  it('shows the owner/admin’s permissions without quotes, and its own empty state', async () => {
    const admin = ownerAdminFixture(1);
    fakeServer({ 'GET /api/owner-admin/1': () => Response.json(admin), 'GET /api/owner-admin/2': () => Response.json({ message: 'Not found.' }, { status: 404 }) });
    const { history } = await renderPage({ path: '/owner-admins/view/$id', at: '/owner-admins/view/1', component: OwnerAdminViewPage, role: ROLES.admin });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ann Lee' })).toBeVisible();
    expect(screen.getByText('events, artwork')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(PAGE_TITLES.ownerAdminView);

    history.push('/owner-admins/view/2');
    expect(await screen.findByText(OWNER_ADMIN_TEXTS.viewEmpty)).toBeVisible();
  });

  it('falls back to the kind’s own text when a reset link fails without an answer', async () => {
    const admin = ownerAdminFixture(1);
    fakeServer({
      'GET /api/owner-admin/1': () => Response.json(admin),
      'POST /api/auth/send-reset-link': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await renderPage({ path: '/owner-admins/view/$id', at: '/owner-admins/view/1', component: OwnerAdminViewPage, role: ROLES.admin });
    await userEvent.setup().click(await screen.findByRole('button', { name: LIST_TEXTS.sendResetLink }));
    expect(await screen.findByText(MESSAGES.failedSendResetLink)).toBeVisible();
  });
});
