import '../design-system/testing/jsdom-polyfills';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ApiError } from '../api/client';
import { MESSAGES, ROLES, sendResetLinkBody } from '../api/contract';
import { AUTH_TEXTS } from '../routes/auth/auth-texts';
import { createFormMachine } from './form.machine';
import { fakeServer, type FakeServer } from '../test/fake-server';
import { renderPage } from '../test/render-page';
import { testModelOf } from '../test/test-model';
import { ForgotPasswordForm } from '../routes/auth/ForgotPasswordForm';
import { pathName } from '../test/path-names';
import { pathCeiling } from '../test/ceilings';

/** The Forgot Password form's machine: the same options as the screen's, its request answered by the test. */
const formMachine = createFormMachine({ schema: sendResetLinkBody, submit: async () => ({}), fallbackError: MESSAGES.failedSendResetLink });
type State = SnapshotFrom<typeof formMachine>;

const EMAIL = 'ada@example.com';
const rateLimited = new ApiError(429, MESSAGES.tooManyRequests);

afterEach(() => vi.unstubAllGlobals());

const emailField = () => screen.getByLabelText(AUTH_TEXTS.emailLabel, { exact: false, selector: 'input' });

describe('Forgot Password: every shortest path of the form machine, driven through the form', () => {
  const model = testModelOf(formMachine, {
    events: [
      { type: 'form.submit', values: { email: '' } },
      { type: 'form.submit', values: { email: EMAIL } },
      { type: 'form.edit', field: 'email' },
      { type: 'xstate.done.actor.submit', output: { message: MESSAGES.resetLinkSentGeneric } },
      { type: 'xstate.error.actor.submit', error: rateLimited },
    ] as never[],
    // Which messages the form shows tell its editing vertices apart.
    serializeState: (state: State) => JSON.stringify([state.value, state.context.errors, state.context.error]),
    filterEvents: (state: State, event: { type: string; values?: { email: string } }) => {
      if (event.type === 'form.submit') return state.matches('editing');
      // Editing the field clears its message: only worth a step when there is one.
      if (event.type === 'form.edit') return state.matches('editing') && 'email' in state.context.errors;
      return state.matches('submitting');
    },
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it('reaches every state of the form', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const value of ['editing', 'submitting', 'succeeded']) expect(reached).toContain(JSON.stringify(value));
  });

  for (const path of paths) {
    const name = pathName(path, (step) => (step.type === 'form.submit' ? JSON.stringify((step.values as { email: string }).email) : undefined));
    it(name, { timeout: pathCeiling(path) }, async () => {
      const server: FakeServer = fakeServer();
      await renderPage({ path: '/reset-password', at: '/reset-password', component: ForgotPasswordForm, role: ROLES.user });
      const user = userEvent.setup();

      await path.test({
        states: {
          editing: (state) => {
            const { errors, error } = (state as State).context;
            expect(server.pending()).toEqual([]);
            expect(screen.getByRole('button', { name: AUTH_TEXTS.sendResetLink })).toBeEnabled();
            if (errors.email) expect(emailField()).toHaveAccessibleDescription(errors.email);
            else expect(emailField()).not.toHaveAttribute('aria-invalid', 'true');
            if (error && !errors.email) expect(screen.getByText(error)).toBeVisible();
          },
          submitting: async () => {
            await waitFor(() => expect(server.pending().at(-1)).toMatchObject({ method: 'POST', path: '/api/auth/send-reset-link', body: { email: EMAIL } }));
            expect(screen.getByRole('button', { name: AUTH_TEXTS.sendResetPending })).toBeDisabled();
          },
          succeeded: async () => {
            expect(await screen.findByText(MESSAGES.resetLinkSentGeneric)).toBeVisible();
            expect(screen.queryByLabelText(AUTH_TEXTS.emailLabel, { exact: false, selector: 'input' })).toBeNull();
          },
        },
        events: {
          'form.submit': async ({ event }: { event: unknown }) => {
            const { email } = (event as { values: { email: string } }).values;
            await user.clear(emailField());
            if (email) await user.type(emailField(), email);
            await user.click(screen.getByRole('button', { name: AUTH_TEXTS.sendResetLink }));
          },
          'form.edit': () => user.type(emailField(), 'a'),
          ...({
            'xstate.done.actor.submit': () => server.answerLatest(Response.json({ message: MESSAGES.resetLinkSentGeneric })),
            'xstate.error.actor.submit': async () => {
              await server.answerLatest(Response.json({ message: rateLimited.message }, { status: rateLimited.status }));
              expect(await screen.findByText(rateLimited.message)).toBeVisible();
            },
          } as object),
        },
      });
    });
  }
});
