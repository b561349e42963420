import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAYOUT_TEXTS, ROLES } from '../api/contract';
import { translate } from '../api/contract/i18n/translate';
import { requestProfile } from '../api/profile-request';
import { tokenStorage } from '../api/token-storage';
import { t } from '../i18n';
import { fakeToken } from '../test/deferred-actors';
import { restoreSession } from './session.steps';

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStorage.remove();
  localStorage.clear();
});

describe('a restored session follows its account’s language', () => {
  it('shows the screens in the profile’s language (Arabic: right to left) and keeps it on this browser', async () => {
    const user = { id: 7, firstname: 'Layla', lastname: 'Haddad', email: 'layla@example.com', role: ROLES.exhibitor };
    vi.stubGlobal('fetch', async () => Response.json({ user: { ...user, phone: null, bio: null, avatar: null, language: 'ar' } }));
    tokenStorage.set(fakeToken({ ...user, tv: 0, sid: 's-7', exp: Math.floor(Date.now() / 1000) + 3600 }));
    expect(await restoreSession(requestProfile())).toEqual(user);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(t(LAYOUT_TEXTS.darkMode)).toBe(translate('ar', LAYOUT_TEXTS.darkMode));
    expect(localStorage.getItem('language')).toBe('ar');
  });
});
