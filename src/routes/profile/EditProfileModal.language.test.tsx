import '../../design-system/testing/jsdom-polyfills';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAYOUT_TEXTS, PROFILE_TEXTS, ROLES, type UserProfile } from '../../api/contract';
import { LOCALE_NAMES } from '../../api/contract/i18n/locales';
import { translate } from '../../api/contract/i18n/translate';
import { t } from '../../i18n';
import { fakeServer } from '../../test/fake-server';
import { EditProfileModal } from './EditProfileModal';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the profile’s language', () => {
  it('is saved with the profile, and the screens change to it at once', async () => {
    const profile: UserProfile = { id: 1, firstname: 'Ada', lastname: 'Lane', email: 'ada@example.com', phone: null, bio: null, role: ROLES.user, avatar: null, language: 'en' };
    const server = fakeServer({ 'PUT /api/user/profile': ({ body }) => Response.json({ user: { ...profile, ...(body as object) } }) });
    const onSaved = vi.fn();
    render(<EditProfileModal open profile={profile} onClose={() => {}} onSaved={onSaved} />);
    await userEvent.selectOptions(screen.getByLabelText(PROFILE_TEXTS.language, { exact: false, selector: 'select' }), LOCALE_NAMES.de);
    await userEvent.click(screen.getByRole('button', { name: PROFILE_TEXTS.save }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toMatchObject({ language: 'de' });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'de'));
    expect(t(LAYOUT_TEXTS.darkMode)).toBe(translate('de', LAYOUT_TEXTS.darkMode));
    expect(t(LAYOUT_TEXTS.darkMode)).not.toBe(LAYOUT_TEXTS.darkMode);
    expect(localStorage.getItem('language')).toBe('de');
  });
});
