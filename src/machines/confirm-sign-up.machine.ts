import { assign, fromPromise, setup } from 'xstate';
import * as authApi from '../api/auth';
import { ApiError, messageOf } from '../api/client';
import { confirmRegistrationBody, MESSAGES, type TokenBody } from '../api/contract';

type Event = { type: 'form.submit'; password: string };

/** A refusal the link itself causes (unknown, expired, used), as opposed to a wrong password or a failure to reach the server. */
const linkRefused = (error: unknown) => error instanceof ApiError && error.status === 400 && !error.errors.password;
const addressTaken = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * Confirm a sign-up from its emailed link: editing (the password chosen at sign-up) → confirming →
 * confirmed (the account exists; the screen starts the session), or back to editing with the
 * message; a link that is missing, unknown or expired ends in linkInvalid, an address that got an
 * account meanwhile in taken.
 */
export const confirmSignUpMachine = setup({
  types: {
    context: {} as { token: string; error: string | null; session: TokenBody | null },
    input: {} as { token: string },
    events: {} as Event,
  },
  actors: {
    confirm: fromPromise<TokenBody, { token: string; password: string }>(({ input }) => authApi.confirmRegistration(input)),
  },
  guards: {
    noToken: ({ context }) => context.token === '',
    formInvalid: ({ context, event }) => !confirmRegistrationBody.safeParse({ token: context.token, password: event.password }).success,
  },
  actions: {
    rejectForm: assign({
      error: ({ context, event }) =>
        confirmRegistrationBody.safeParse({ token: context.token, password: (event as Event).password }).error?.issues[0]?.message ?? MESSAGES.somethingWrong,
    }),
  },
}).createMachine({
  id: 'confirmSignUp',
  initial: 'editing',
  context: ({ input }) => ({ token: input.token, error: null, session: null }),
  states: {
    editing: {
      always: { guard: 'noToken', target: 'linkInvalid', actions: assign({ error: MESSAGES.registrationLinkInvalid }) },
      on: {
        'form.submit': [{ guard: 'formInvalid', actions: 'rejectForm' }, { target: 'confirming', actions: assign({ error: null }) }],
      },
    },
    confirming: {
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ context, event }) => ({ token: context.token, password: (event as Event).password }),
        onDone: { target: 'confirmed', actions: assign({ session: ({ event }) => event.output }) },
        onError: [
          { guard: ({ event }) => linkRefused(event.error), target: 'linkInvalid', actions: assign({ error: ({ event }) => messageOf(event.error, MESSAGES.registrationLinkInvalid) }) },
          { guard: ({ event }) => addressTaken(event.error), target: 'taken', actions: assign({ error: ({ event }) => messageOf(event.error, MESSAGES.registrationTaken) }) },
          { target: 'editing', actions: assign({ error: ({ event }) => messageOf(event.error, MESSAGES.registrationFailed) }) },
        ],
      },
    },
    confirmed: { type: 'final' },
    linkInvalid: { type: 'final' },
    taken: { type: 'final' },
  },
});
