import { assign, fromPromise, setup } from 'xstate';
import * as authApi from '../api/auth';
import { ApiError, messageOf } from '../api/client';
import { MESSAGES, setPasswordForm } from '../api/contract';

/** docs/screens.md: after a successful reset the user goes to /signin after 2 seconds. */
export const RESET_REDIRECT_MS = 2000;

type Form = { newPassword: string; confirmPassword: string };
type Event = { type: 'form.submit' } & Form;

const submit = [{ guard: 'formInvalid', target: 'error', actions: 'rejectForm' }, { target: 'submitting' }] as const;

/**
 * Set New Password: the link is checked as the page opens (checking → idle, or refused when the
 * server says it is unknown, expired or used, before anyone types a password); then idle →
 * submitting → success (then done, after the redirect delay) | error. A check that does not get
 * the server's answer lets the form show: the submit will say.
 */
export const resetPasswordMachine = setup({
  types: {
    context: {} as { token: string; error: string | null; message: string | null },
    input: {} as { token: string },
    events: {} as Event,
  },
  actors: {
    checkLink: fromPromise<{ message: string }, { token: string }>(({ input }) => authApi.checkResetToken(input)),
    resetPassword: fromPromise<{ message: string }, { token: string; newPassword: string }>(({ input }) =>
      authApi.resetPassword(input),
    ),
  },
  guards: {
    formInvalid: ({ event }) => !setPasswordForm.safeParse(event).success,
    linkRefused: ({ event }) => {
      const { error } = event as unknown as { error: unknown };
      return error instanceof ApiError && error.status === 400;
    },
  },
  actions: {
    rejectForm: assign({
      error: ({ event }) => setPasswordForm.safeParse(event).error?.issues[0]?.message ?? MESSAGES.somethingWrong,
    }),
  },
  delays: { redirect: RESET_REDIRECT_MS },
}).createMachine({
  id: 'resetPassword',
  initial: 'checking',
  context: ({ input }) => ({ token: input.token, error: null, message: null }),
  states: {
    checking: {
      invoke: {
        id: 'checkLink',
        src: 'checkLink',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'idle' },
        onError: [
          { guard: 'linkRefused', target: 'refused', actions: assign({ error: ({ event }) => messageOf(event.error, MESSAGES.resetLinkInvalid) }) },
          { target: 'idle' },
        ],
      },
    },
    /** The link no longer works: nothing to type, only the way to a new one. */
    refused: { type: 'final' },
    idle: { on: { 'form.submit': [...submit] } },
    submitting: {
      entry: assign({ error: null }),
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) => ({ token: context.token, newPassword: (event as Event).newPassword }),
        onDone: { target: 'success', actions: assign({ message: ({ event }) => event.output.message }) },
        onError: { target: 'error', actions: assign({ error: ({ event }) => messageOf(event.error, MESSAGES.somethingWrong) }) },
      },
    },
    success: { after: { redirect: 'done' } },
    error: { on: { 'form.submit': [...submit] } },
    done: { type: 'final' },
  },
});
