import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ApiError } from '../api/client';
import { MESSAGES, PUBLIC_PATHS, ROLES } from '../api/contract';
import { AUTH_TEXTS } from '../routes/auth/auth-texts';
import { signUpMachine } from './sign-up.machine';
import { fakeServer } from '../test/fake-server';
import { renderPublicPage } from '../test/render-public-page';
import { testModelOf } from '../test/test-model';
import { SignUpPage } from '../routes/auth/SignUpPage';
import { pathCeiling } from '../test/ceilings';

const person = { firstname: 'Priya', lastname: 'Newcomer', email: 'priya@example.com', password: 'Sign-up-pass-1' };
const filled = { type: 'form.submit', values: { ...person, role: ROLES.user } } as const;
const empty = { type: 'form.submit', values: { firstname: '', lastname: '', email: '', password: '', role: ROLES.user } } as const;

describe('Sign Up: every shortest path of its machine, driven through the screen', () => {
  const model = testModelOf(signUpMachine, {
    events: [
      filled,
      empty,
      { type: 'form.reset' },
      { type: 'xstate.done.actor.submit', output: { message: MESSAGES.registrationEmailSent } },
      { type: 'xstate.error.actor.submit', error: new ApiError(429, MESSAGES.tooManyRequests) },
    ] as never[],
    serializeState: (state: SnapshotFrom<typeof signUpMachine>) => JSON.stringify([state.value, state.context.error]),
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  afterEach(() => vi.unstubAllGlobals());

  it('reaches editing, submitting and the check-your-email state', () => {
    expect(new Set(paths.map((path) => String(path.state.value)))).toEqual(new Set(['editing', 'submitting', 'succeeded']));
  });

  for (const path of paths) {
    it(path.description, { timeout: pathCeiling(path) }, async () => {
      const server = fakeServer();
      await renderPublicPage({ path: PUBLIC_PATHS.signUp, at: PUBLIC_PATHS.signUp, component: SignUpPage });
      const user = userEvent.setup();
      await screen.findByRole('heading', { name: AUTH_TEXTS.signUpTitle });
      const input = (label: string) => screen.getByLabelText(label, { selector: 'input', exact: false });

      await path.test({
        states: {
          editing: (state) => {
            expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(AUTH_TEXTS.signUpTitle);
            expect(screen.getByRole('button', { name: AUTH_TEXTS.signUpButton })).toBeEnabled();
            const error = (state.context as { error: string | null }).error;
            if (error) expect(screen.getByRole('alert')).toHaveTextContent(error);
            else expect(screen.queryByRole('alert')).toBeNull();
          },
          submitting: () => {
            expect(screen.getByRole('button', { name: AUTH_TEXTS.signUpPending })).toBeInTheDocument();
            expect(server.requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/auth/register', body: { ...person, role: ROLES.user } });
          },
          // No account yet: the page says where the link went, and no token is stored.
          succeeded: () => {
            expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(AUTH_TEXTS.checkEmailTitle);
            expect(screen.getByText(AUTH_TEXTS.checkEmailHint(person.email))).toBeInTheDocument();
            expect(screen.getByText(AUTH_TEXTS.checkEmailNoAccountYet)).toHaveAttribute('role', 'status');
            expect(localStorage.length).toBe(0);
          },
        },
        events: {
          'form.submit': async ({ event }: { event: unknown }) => {
            const { values } = event as typeof filled;
            const sent = server.requests.length;
            for (const [label, value] of [
              [AUTH_TEXTS.firstNameLabel, values.firstname],
              [AUTH_TEXTS.lastNameLabel, values.lastname],
              [AUTH_TEXTS.emailLabel, values.email],
              [AUTH_TEXTS.passwordLabel, values.password],
            ] as const) {
              await user.clear(input(label));
              if (value) await user.type(input(label), value);
            }
            await user.click(screen.getByRole('button', { name: AUTH_TEXTS.signUpButton }));
            // The client check sends nothing for empty fields.
            if (!values.email) expect(server.requests.length).toBe(sent);
          },
          'form.reset': async () => {
            await user.click(screen.getByRole('button', { name: AUTH_TEXTS.signUpAgain }));
            await screen.findByRole('heading', { name: AUTH_TEXTS.signUpTitle });
          },
          ...({
            'xstate.done.actor.submit': () => server.answer(Response.json({ message: MESSAGES.registrationEmailSent }, { status: 202 })),
            'xstate.error.actor.submit': async () => {
              await server.answer(Response.json({ message: MESSAGES.tooManyRequests }, { status: 429 }));
              // A toast as well as the message under the form.
              expect(await screen.findAllByText(MESSAGES.tooManyRequests)).toHaveLength(2);
            },
          } as object),
        },
      });
    });
  }
});
