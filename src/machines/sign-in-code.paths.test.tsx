import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ApiError } from '../api/client';
import { PUBLIC_PATHS, ROLES, SIGN_IN_MESSAGES, SIGN_IN_TEXTS } from '../api/contract';
import { tokenStorage } from '../api/token-storage';
import { t } from '../i18n';
import { AUTH_TEXTS } from '../routes/auth/auth-texts';
import { SignInPage } from '../routes/auth/SignInPage';
import { fakeToken } from '../test/deferred-actors';
import { fakeServer } from '../test/fake-server';
import { renderPublicPage } from '../test/render-public-page';
import { testModelOf } from '../test/test-model';
import { signInCodeMachine } from './sign-in-code.machine';
import { pathCeiling } from '../test/ceilings';

const sessionToken = () => fakeToken({ id: 8, firstname: 'Ada', lastname: 'Lee', email: 'ada@example.com', role: ROLES.exhibitor, tv: 0, sid: 's-8', exp: Math.floor(Date.now() / 1000) + 3600 });
const wrongCode = new ApiError(401, SIGN_IN_MESSAGES.codeWrong);
const tooMany = new ApiError(429, 'Too many requests. Please try again later.');
const respond = (error: ApiError) => Response.json({ message: error.message }, { status: error.status });

describe('Sign-in code: every shortest path of its machine, driven through the sign-in screen', () => {
  const model = testModelOf(signInCodeMachine, {
    events: [
      { type: 'code.send', email: 'ada@example.com' },
      { type: 'code.send', email: '' },
      { type: 'code.submit', code: '123456' },
      { type: 'code.submit', code: '12' },
      { type: 'code.resend' },
      { type: 'code.back' },
      { type: 'xstate.done.actor.send', output: { message: SIGN_IN_MESSAGES.codeSent } },
      { type: 'xstate.error.actor.send', error: tooMany },
      { type: 'xstate.done.actor.verify', output: { token: 'signed' } },
      { type: 'xstate.error.actor.verify', error: wrongCode },
    ] as never[],
    serializeState: (state: SnapshotFrom<typeof signInCodeMachine>) => JSON.stringify([state.value, state.context.error, state.context.email]),
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('reaches every state', () => {
    expect(new Set(paths.map((path) => String(path.state.value)))).toEqual(new Set(['enteringEmail', 'sending', 'enteringCode', 'verifying', 'signedIn']));
  });

  for (const path of paths) {
    it(path.description, { timeout: pathCeiling(path) }, async () => {
      const server = fakeServer();
      const { history } = await renderPublicPage({ path: PUBLIC_PATHS.signIn, at: PUBLIC_PATHS.signIn, component: SignInPage });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: AUTH_TEXTS.emailMeACode }));
      const errorOf = (state: { context: unknown }) => (state.context as { error: string | null }).error;
      const expectError = (state: { context: unknown }) => {
        const error = errorOf(state);
        if (error) expect(screen.getByRole('alert')).toHaveTextContent(error);
        else expect(screen.queryByRole('alert')).toBeNull();
      };

      await path.test({
        states: {
          enteringEmail: async (state) => {
            expect(await screen.findByRole('button', { name: SIGN_IN_TEXTS.sendCode })).toBeEnabled();
            expect(screen.getByText(SIGN_IN_TEXTS.codeHint)).toBeInTheDocument();
            expect(screen.queryByText(AUTH_TEXTS.signInHint)).toBeNull();
            expect(screen.queryByLabelText(AUTH_TEXTS.passwordLabel)).toBeNull();
            expectError(state);
          },
          sending: async () => {
            expect(await screen.findByRole('button', { name: SIGN_IN_TEXTS.sendingCode })).toBeDisabled();
            expect(server.requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/auth/sign-in-code/send', body: { email: 'ada@example.com' } });
          },
          enteringCode: async (state) => {
            expect(await screen.findByText(t(SIGN_IN_TEXTS.codeSentTo, { email: 'ada@example.com' }))).toBeInTheDocument();
            expect(screen.getByRole('button', { name: SIGN_IN_TEXTS.signInWithCode })).toBeEnabled();
            expectError(state);
          },
          verifying: async () => {
            expect(await screen.findByRole('button', { name: SIGN_IN_TEXTS.checkingCode })).toBeDisabled();
            expect(server.requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/auth/sign-in-code', body: { email: 'ada@example.com', code: '123456' } });
          },
          signedIn: async () => {
            await screen.findByText('elsewhere');
            expect(history.location.pathname).toBe('/');
            expect(tokenStorage.get()).not.toBeNull();
          },
        },
        events: {
          'code.send': async ({ event }: { event: unknown }) => {
            const field = await screen.findByLabelText(AUTH_TEXTS.emailLabel, { selector: 'input', exact: false });
            await user.clear(field);
            const typed = (event as { email: string }).email;
            if (typed) await user.type(field, typed);
            await user.click(screen.getByRole('button', { name: SIGN_IN_TEXTS.sendCode }));
          },
          'code.submit': async ({ event }: { event: unknown }) => {
            const field = await screen.findByLabelText(SIGN_IN_TEXTS.codeLabel, { selector: 'input', exact: false });
            await user.clear(field);
            await user.type(field, (event as { code: string }).code);
            await user.click(screen.getByRole('button', { name: SIGN_IN_TEXTS.signInWithCode }));
          },
          'code.resend': async () => user.click(await screen.findByRole('button', { name: SIGN_IN_TEXTS.sendNewCode })),
          // Back to the address: the password form, then the code path again, as a user would.
          'code.back': async () => {
            await user.click(await screen.findByRole('button', { name: SIGN_IN_TEXTS.usePassword }));
            await user.click(await screen.findByRole('button', { name: AUTH_TEXTS.emailMeACode }));
          },
          ...({
            'xstate.done.actor.send': () => server.answer(Response.json({ message: SIGN_IN_MESSAGES.codeSent }, { status: 202 })),
            'xstate.error.actor.send': () => server.answer(respond(tooMany)),
            'xstate.done.actor.verify': () => server.answer(Response.json({ token: sessionToken() })),
            'xstate.error.actor.verify': () => server.answer(respond(wrongCode)),
          } as object),
        },
      });
    });
  }
});
