import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ApiError } from '../api/client';
import { MESSAGES, PUBLIC_PATHS, ROLES } from '../api/contract';
import { AUTH_TEXTS } from '../routes/auth/auth-texts';
import { tokenStorage } from '../api/token-storage';
import { confirmSignUpMachine } from './confirm-sign-up.machine';
import { fakeToken } from '../test/deferred-actors';
import { fakeServer } from '../test/fake-server';
import { renderPublicPage } from '../test/render-public-page';
import { testModelOf } from '../test/test-model';
import { ConfirmSignUpPage } from '../routes/auth/ConfirmSignUpPage';
import { pathCeiling } from '../test/ceilings';

const sessionToken = () => fakeToken({ id: 9, firstname: 'Priya', lastname: 'Newcomer', email: 'priya@example.com', role: ROLES.user, tv: 0, sid: 's-9', exp: Math.floor(Date.now() / 1000) + 3600 });
const password = { type: 'form.submit', password: 'Sign-up-pass-1' } as const;
const noPassword = { type: 'form.submit', password: '' } as const;
const wrongPassword = new ApiError(400, MESSAGES.registrationPasswordWrong, { password: MESSAGES.registrationPasswordWrong });
/** How the server answers each refusal the model names. */
const answers = new Map<unknown, Response>();

describe('Confirm sign-up: every shortest path of its machine, driven through the screen', () => {
  const refusals = {
    wrongPassword: [wrongPassword, () => Response.json({ message: wrongPassword.message, errors: wrongPassword.errors }, { status: 400 })],
    linkInvalid: [new ApiError(400, MESSAGES.registrationLinkInvalid), () => Response.json({ message: MESSAGES.registrationLinkInvalid }, { status: 400 })],
    taken: [new ApiError(409, MESSAGES.registrationTaken), () => Response.json({ message: MESSAGES.registrationTaken }, { status: 409 })],
  } as const;
  const model = testModelOf(confirmSignUpMachine, {
    input: { token: 'link-token' },
    events: [
      password,
      noPassword,
      { type: 'xstate.done.actor.confirm', output: { message: MESSAGES.registrationSuccess, token: 'signed' } },
      ...Object.values(refusals).map(([error]) => ({ type: 'xstate.error.actor.confirm', error })),
    ] as never[],
    serializeState: (state: SnapshotFrom<typeof confirmSignUpMachine>) => JSON.stringify([state.value, state.context.error]),
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });
  for (const [error, respond] of Object.values(refusals)) answers.set(error, respond());

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('reaches editing, confirming, confirmed, linkInvalid and taken', () => {
    expect(new Set(paths.map((path) => String(path.state.value)))).toEqual(new Set(['editing', 'confirming', 'confirmed', 'linkInvalid', 'taken']));
  });

  for (const path of paths) {
    it(path.description, { timeout: pathCeiling(path) }, async () => {
      const server = fakeServer();
      const { history } = await renderPublicPage({ path: PUBLIC_PATHS.confirmSignUp, at: `${PUBLIC_PATHS.confirmSignUp}?token=link-token`, component: ConfirmSignUpPage });
      const user = userEvent.setup();
      await screen.findByRole('heading', { name: AUTH_TEXTS.confirmSignUpTitle });
      const errorOf = (state: { context: unknown }) => (state.context as { error: string | null }).error;

      await path.test({
        states: {
          editing: (state) => {
            expect(screen.getByRole('button', { name: AUTH_TEXTS.confirmSignUpButton })).toBeEnabled();
            const error = errorOf(state);
            if (error) expect(screen.getByRole('alert')).toHaveTextContent(error);
            else expect(screen.queryByRole('alert')).toBeNull();
          },
          confirming: () => {
            expect(screen.getByRole('button', { name: AUTH_TEXTS.confirmSignUpPending })).toBeDisabled();
            expect(server.requests.at(-1)).toMatchObject({ path: '/api/auth/confirm-registration', body: { token: 'link-token', password: password.password } });
          },
          // Signed in as the new account, and in the app.
          confirmed: async () => {
            await screen.findByText('elsewhere');
            expect(history.location.pathname).toBe('/');
            expect(tokenStorage.get()).not.toBeNull();
            expect(await screen.findByText(MESSAGES.registrationSuccess)).toBeInTheDocument();
          },
          linkInvalid: () => {
            expect(screen.getByText(MESSAGES.registrationLinkInvalid)).toHaveAttribute('role', 'status');
            expect(screen.getByRole('link', { name: AUTH_TEXTS.signUpAgain })).toHaveAttribute('href', PUBLIC_PATHS.signUp);
            expect(screen.queryByRole('button', { name: AUTH_TEXTS.confirmSignUpButton })).toBeNull();
          },
          taken: () => {
            expect(screen.getByText(MESSAGES.registrationTaken)).toHaveAttribute('role', 'status');
            expect(screen.getByRole('link', { name: AUTH_TEXTS.backToSignIn })).toHaveAttribute('href', PUBLIC_PATHS.signIn);
            expect(tokenStorage.get()).toBeNull();
          },
        },
        events: {
          'form.submit': async ({ event }: { event: unknown }) => {
            const field = screen.getByLabelText(AUTH_TEXTS.passwordLabel, { selector: 'input', exact: false });
            await user.clear(field);
            const typed = (event as typeof password).password;
            if (typed) await user.type(field, typed);
            await user.click(screen.getByRole('button', { name: AUTH_TEXTS.confirmSignUpButton }));
          },
          ...({
            'xstate.done.actor.confirm': () => server.answer(Response.json({ message: MESSAGES.registrationSuccess, token: sessionToken() }, { status: 201 })),
            'xstate.error.actor.confirm': ({ event }: { event: { error: unknown } }) => server.answer(answers.get(event.error)!.clone()),
          } as object),
        },
      });
    });
  }

  it('a link without its token says so at once', async () => {
    fakeServer();
    await renderPublicPage({ path: PUBLIC_PATHS.confirmSignUp, at: PUBLIC_PATHS.confirmSignUp, component: ConfirmSignUpPage });
    expect(await screen.findByText(MESSAGES.registrationLinkInvalid)).toHaveAttribute('role', 'status');
  });
});
