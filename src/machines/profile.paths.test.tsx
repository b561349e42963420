import '../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ApiError } from '../api/client';
import { LAYOUT_TEXTS, MESSAGES, PROFILE_TEXTS, ROLES, type UserProfile } from '../api/contract';
import { toast } from '../design-system';
import { profileMachine } from './profile.machine';
import { fakeServer, type FakeServer } from '../test/fake-server';
import { renderPage } from '../test/render-page';
import { testModelOf } from '../test/test-model';
import { ProfilePage } from '../routes/profile/ProfilePage';
import { pathName } from '../test/path-names';
import { pathCeiling } from '../test/ceilings';

type State = SnapshotFrom<typeof profileMachine>;

const ada: UserProfile = { id: 1, firstname: 'Ada', lastname: 'Lane', email: 'ada@example.com', phone: null, bio: null, role: ROLES.admin, avatar: null };
const renamed: UserProfile = { ...ada, firstname: 'Adele' };
const PROFILE = '/api/user/profile';
const LOAD = { method: 'GET', path: PROFILE };

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
  localStorage.clear();
});

const modal = () => screen.getByRole('dialog', { name: PROFILE_TEXTS.modalTitle });
const firstNameField = () => within(modal()).getByLabelText(PROFILE_TEXTS.firstName, { exact: false, selector: 'input' });

describe('Profile: every shortest path of its machine, driven through the profile page', () => {
  const model = testModelOf(profileMachine, {
    events: [
      { type: 'xstate.done.actor.load', output: ada },
      { type: 'xstate.error.actor.load', error: new ApiError(500, 'The server is away.') },
      { type: 'profile.edit' },
      { type: 'profile.close' },
      { type: 'profile.saved' },
    ] as never[],
    // A closed modal and a save each get a path of their own: after a save, the saved profile shows.
    serializeState: (state: State, step?: { type: string }) => {
      const arrival = step && ['profile.close', 'profile.saved'].includes(step.type) ? step.type : null;
      return JSON.stringify([state.value, arrival]);
    },
    filterEvents: (state: State, { type }: { type: string }) => {
      if (type.endsWith('actor.load')) return state.matches('loading');
      if (type === 'profile.edit') return state.matches('viewing');
      return state.matches('editing');
    },
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it('reaches every state of the page', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const value of ['loading', 'viewing', 'editing', 'failed']) expect(reached).toContain(JSON.stringify(value));
  });

  for (const path of paths) {
    it(pathName(path), { timeout: pathCeiling(path) }, async () => {
      const server: FakeServer = fakeServer();
      localStorage.setItem('token', 'a-token');
      await renderPage({ path: '/profile', at: '/profile', component: ProfilePage, role: ROLES.admin });
      const user = userEvent.setup();
      // What the server holds: the save changes it.
      let stored = ada;

      await path.test({
        states: {
          loading: async () => {
            await waitFor(() => expect(server.pending()).toContainEqual(expect.objectContaining(LOAD)));
            expect(screen.queryByRole('dialog')).toBeNull();
          },
          viewing: async () => {
            expect(await screen.findByText(`${stored.firstname} ${stored.lastname}`)).toBeVisible();
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            expect(screen.queryByRole('status', { name: LAYOUT_TEXTS.loading })).toBeNull();
          },
          editing: async () => {
            await waitFor(() => expect(modal()).toBeVisible());
            expect(firstNameField()).toHaveValue(stored.firstname);
          },
          failed: async () => {
            expect(await screen.findByText(MESSAGES.failedFetchProfile)).toBeVisible();
            // docs/screens.md: a failed profile fetch signs out; the stored token goes with the session.
            await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
          },
        },
        events: {
          'profile.edit': () => user.click(screen.getAllByRole('button', { name: PROFILE_TEXTS.edit })[0]!),
          'profile.close': () => user.keyboard('{Escape}'),
          'profile.saved': async () => {
            await user.clear(firstNameField());
            await user.type(firstNameField(), renamed.firstname);
            await user.click(within(modal()).getByRole('button', { name: PROFILE_TEXTS.save }));
            await waitFor(() => expect(server.pending()).toContainEqual(expect.objectContaining({ method: 'PUT', path: PROFILE, body: expect.objectContaining({ firstname: renamed.firstname }) })));
            stored = renamed;
            await server.answerLatest(Response.json({ user: renamed }), { method: 'PUT', path: PROFILE });
            expect(await screen.findByText(MESSAGES.profileUpdated)).toBeVisible();
          },
          ...({
            // The profile's request by name: the previous path's sign-out may still be on its way.
            'xstate.done.actor.load': () => server.answerLatest(Response.json({ user: stored }), LOAD),
            'xstate.error.actor.load': ({ event: step }: { event: { error: ApiError } }) =>
              server.answerLatest(Response.json({ message: step.error.message }, { status: step.error.status }), LOAD),
          } as object),
        },
      });
    });
  }
});
