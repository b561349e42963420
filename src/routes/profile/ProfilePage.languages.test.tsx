import '../../design-system/testing/jsdom-polyfills';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_TITLES, PROFILE_TEXTS, ROLE_LABELS, ROLES } from '../../api/contract';
import type { Locale } from '../../api/contract/i18n/locales';
import { translate } from '../../api/contract/i18n/translate';
import { fakeServer } from '../../test/fake-server';
import { showLanguage } from '../../test/languages';
import { renderPage } from '../../test/render-page';
import { ProfilePage } from './ProfilePage';

afterEach(() => vi.unstubAllGlobals());


const profile = { id: 1, firstname: 'Jonas', lastname: 'Weber', email: 'jonas@example.com', phone: null, bio: null, role: ROLES.exhibitor, avatar: null, language: 'de' };

/** Where a company changes its details and its language, in its language (decision 20). */
describe.each(['de', 'ar'] as Locale[])('a company’s profile in %s', (locale) => {
  const say = (message: string, values?: Record<string, unknown>) => translate(locale, message, values);

  it('the profile: its title, role, labels and the editor with the language select', async () => {
    showLanguage(locale);
    fakeServer({ 'GET /api/user/profile': () => Response.json({ user: profile }) });
    await renderPage({ path: '/profile', at: '/profile', component: ProfilePage, role: ROLES.exhibitor });
    expect((await screen.findAllByText(say(ROLE_LABELS[ROLES.exhibitor]))).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: say(PAGE_TITLES.profile), level: 1 })).toBeInTheDocument();
    const details = screen.getByRole('heading', { name: say(PROFILE_TEXTS.personalInformation) }).closest('section, div')!;
    for (const label of [PROFILE_TEXTS.firstName, PROFILE_TEXTS.email, PROFILE_TEXTS.bio]) expect(within(details.parentElement!).getByText(say(label))).toBeInTheDocument();
    await userEvent.setup().click(screen.getAllByRole('button', { name: say(PROFILE_TEXTS.edit) })[0]!);
    const editor = await screen.findByRole('dialog', { name: say(PROFILE_TEXTS.modalTitle) });
    expect(within(editor).getByRole('combobox', { name: say(PROFILE_TEXTS.language) })).toBeInTheDocument();
    expect(within(editor).getByRole('button', { name: say(PROFILE_TEXTS.save) })).toBeInTheDocument();
    for (const english of [PROFILE_TEXTS.personalInformation, PROFILE_TEXTS.firstName, PROFILE_TEXTS.save, ROLE_LABELS[ROLES.exhibitor]]) expect(screen.queryByText(english)).toBeNull();
  });
});
