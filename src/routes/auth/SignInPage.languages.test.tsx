import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES, SIGN_IN_TEXTS } from '../../api/contract';
import { translate } from '../../api/contract/i18n/translate';
import { showLanguage } from '../../test/languages';
import { renderPublicPage } from '../../test/render-public-page';
import { AUTH_TEXTS } from './auth-texts';
import { SignInPage } from './SignInPage';

/** /signin in the reader's language (decision 20): every word from their catalog, the document's direction with it. */
describe('the sign-in page in another language', () => {
  it('German: the form, its links and the code form are German, left to right', async () => {
    showLanguage('de');
    await renderPublicPage({ path: '/signin', at: '/signin', component: SignInPage });
    const de = (message: string) => translate('de', message);
    expect(await screen.findByRole('heading', { name: de(AUTH_TEXTS.signInTitle) })).toBeInTheDocument();
    expect(de(AUTH_TEXTS.signInTitle)).not.toBe(AUTH_TEXTS.signInTitle);
    expect(screen.getByLabelText(de(AUTH_TEXTS.emailLabel), { exact: false, selector: 'input' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: de(AUTH_TEXTS.forgotPasswordLink) })).toBeInTheDocument();
    expect(screen.queryByText(AUTH_TEXTS.signInHint)).not.toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    await userEvent.click(screen.getByRole('button', { name: de(AUTH_TEXTS.emailMeACode) }));
    expect(await screen.findByRole('form', { name: de(SIGN_IN_TEXTS.codeTitle) })).toBeInTheDocument();
    expect(screen.getByText(de(SIGN_IN_TEXTS.codeHint))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: de(SIGN_IN_TEXTS.sendCode) })).toBeInTheDocument();
  });

  it('Arabic: the page is right to left, in Arabic, and a server message it knows is shown in Arabic', async () => {
    showLanguage('ar');
    await renderPublicPage({ path: '/signin', at: '/signin', component: SignInPage });
    const ar = (message: string) => translate('ar', message);
    expect(await screen.findByRole('heading', { name: ar(AUTH_TEXTS.signInTitle) })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText(ar(AUTH_TEXTS.signInHint))).toBeInTheDocument();
    expect(screen.getByText(ar(AUTH_TEXTS.brandTagline))).toBeInTheDocument();

    // Signing in with both fields empty: the session's English message, shown from the catalog.
    await userEvent.click(screen.getByRole('button', { name: ar(AUTH_TEXTS.signInButton) }));
    expect(await screen.findByText(ar(MESSAGES.bothRequired))).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.bothRequired)).not.toBeInTheDocument();
  });
});
