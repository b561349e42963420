import '../../design-system/testing/jsdom-polyfills';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_LABELS, ROLES, type Role } from '../../api/contract';
import { fakeServer } from '../../test/fake-server';
import { renderPage } from '../../test/render-page';
import { ProfilePage } from './ProfilePage';

afterEach(() => vi.unstubAllGlobals());

describe('the profile page', () => {
  it.each([ROLES.admin, ROLES.user, ROLES.owner] as Role[])('names the role %s by its label', async (role) => {
    const profile = { id: 1, firstname: 'Ada', lastname: 'Lane', email: 'ada@example.com', phone: null, bio: null, role, avatar: null };
    fakeServer({ 'GET /api/user/profile': () => Response.json({ user: profile }) });
    await renderPage({ path: '/profile', at: '/profile', component: ProfilePage, role });
    expect(await screen.findByText(ROLE_LABELS[role])).toBeVisible();
    if (ROLE_LABELS[role] !== role) expect(screen.queryByText(role)).toBeNull();
  });
});
