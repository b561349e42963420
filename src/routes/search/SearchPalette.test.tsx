import '../../design-system/testing/jsdom-polyfills';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES, type Role, SEARCH_SCOPES, SEARCH_TEXTS } from '../../api/contract';
import { fakeServer } from '../../test/fake-server';
import { renderPage } from '../../test/render-page';
import { SearchLauncher } from './SearchLauncher';
import { found, nothing, QUERY } from './test-fixtures';
import { t } from '../../i18n';

function Page() {
  return (
    <>
      <h1>Dashboard</h1>
      <input aria-label="Notes" />
      <SearchLauncher />
    </>
  );
}

const open = async (role: Role = ROLES.admin) => {
  const server = fakeServer();
  const user = userEvent.setup();
  const { history } = await renderPage({ path: '/', at: '/', component: Page, role });
  return { server, user, history };
};
const box = () => screen.getByRole('combobox', { name: SEARCH_TEXTS.inputLabel });
const searchedFor = (server: ReturnType<typeof fakeServer>, query: string) =>
  waitFor(() => expect(server.pending().at(-1)?.search.get('q')).toBe(query), { timeout: 2_000 });

describe('Search palette', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens from the header button, and a pointer picks and opens a result', async () => {
    const { server, user, history } = await open();
    await user.click(screen.getByRole('button', { name: SEARCH_SCOPES.people.placeholder }));
    await user.type(await screen.findByRole('combobox'), QUERY);
    await searchedFor(server, QUERY);
    await server.answerLatest(Response.json(found));
    const [, expo] = await screen.findAllByRole('option');
    await user.hover(expo!);
    expect(expo).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', expo!.id);
    await user.click(expo!);
    await waitFor(() => expect(history.location.pathname).toBe('/event-details/7'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens with Ctrl+K or Cmd+K from inside another field, and says what the role can find', async () => {
    const { user } = await open(ROLES.exhibitor);
    const launcher = screen.getByRole('button', { name: SEARCH_SCOPES.events.placeholder });
    expect(launcher).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.keyboard('{Meta>}k{/Meta}');
    expect(await screen.findByRole('dialog', { name: SEARCH_TEXTS.title })).toBeVisible();
    expect(box()).toHaveFocus();
    expect(box()).toHaveAttribute('placeholder', SEARCH_SCOPES.events.placeholder);
    expect(screen.getByText(SEARCH_SCOPES.events.hint)).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveFocus());
  });

  it('keeps the last results in view, dimmed, while the next search runs, and never shows an answer to an older search', async () => {
    const { server, user } = await open();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox'), QUERY);
    await searchedFor(server, QUERY);
    await user.type(box(), 's');
    // The answer to "exibitor" comes after "exibitors" was typed: it is not shown.
    await server.answer(Response.json(found));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await searchedFor(server, `${QUERY}s`);
    await server.answerLatest(Response.json(found));
    expect(await screen.findAllByRole('option')).toHaveLength(3);

    await user.type(box(), 'x');
    expect(screen.getByRole('listbox')).toHaveAttribute('data-stale');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await searchedFor(server, `${QUERY}sx`);
    await server.answerLatest(Response.json(nothing));
    expect(await screen.findByText(t(SEARCH_TEXTS.noResults, { query: `${QUERY}sx` }), { ignore: '[role="status"]' })).toBeVisible();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('Enter with no result walked to opens the first; the arrows wrap around', async () => {
    const { server, user, history } = await open();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox'), QUERY);
    await searchedFor(server, QUERY);
    await server.answerLatest(Response.json(found));
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowUp}');
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.clear(box());
    await user.type(box(), QUERY);
    await searchedFor(server, QUERY);
    await server.answerLatest(Response.json(found));
    await screen.findAllByRole('option');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(history.location.pathname).toBe('/exhibiting-companies/view/4'));
  });
});
