import '../../design-system/testing/jsdom-polyfills';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES, SEARCH_SCOPES, SEARCH_TEXTS } from '../../api/contract';
import type { Locale } from '../../api/contract/i18n/locales';
import { translate } from '../../api/contract/i18n/translate';
import { fakeServer } from '../../test/fake-server';
import { showLanguage } from '../../test/languages';
import { renderPage } from '../../test/render-page';
import { SearchLauncher } from './SearchLauncher';
import { nothing, QUERY } from './test-fixtures';

afterEach(() => vi.unstubAllGlobals());

function Home() {
  return (
    <>
      <h1>Dashboard</h1>
      <SearchLauncher />
    </>
  );
}

/** How a company finds its events, in its language (decision 20). */
describe.each(['de', 'ar'] as Locale[])('the search palette in %s', (locale) => {
  const say = (message: string, values?: Record<string, unknown>) => translate(locale, message, values);

  it('its hint, its box and what it says when nothing is found', async () => {
    showLanguage(locale);
    const server = fakeServer();
    const user = userEvent.setup();
    await renderPage({ path: '/', at: '/', component: Home, role: ROLES.exhibitor });
    await user.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox', { name: say(SEARCH_TEXTS.inputLabel) });
    expect(box).toHaveAttribute('placeholder', say(SEARCH_SCOPES.events.placeholder));
    expect(screen.getByText(say(SEARCH_SCOPES.events.hint))).toBeVisible();
    await user.type(box, QUERY);
    await waitFor(() => expect(server.pending().at(-1)?.search.get('q')).toBe(QUERY), { timeout: 2_000 });
    await server.answerLatest(Response.json(nothing));
    expect(await screen.findByText(say(SEARCH_TEXTS.noResults, { query: QUERY }), { ignore: '[role="status"]' })).toBeVisible();
    expect(screen.getByText(say(SEARCH_TEXTS.keys.close))).toBeInTheDocument();
    expect(screen.queryByText(SEARCH_SCOPES.events.hint)).toBeNull();
  });
});
