import { assign, fromPromise, setup } from 'xstate';
import * as authApi from '../api/auth';
import { ApiError, messageOf } from '../api/client';
import { SIGN_IN_MESSAGES, SIGN_IN_TEXTS, type SignInLinkResult } from '../api/contract';

type Event = { type: 'link.signIn' } | { type: 'link.renew' } | { type: 'link.retry' };

/** A refusal the link itself causes (unknown, expired, used, replaced, off for staff), as opposed to a failure to reach the server. */
const linkRefused = (error: unknown) => error instanceof ApiError && error.status === 400;

/**
 * An emailed sign-in link's page: checking (asking changes nothing, so a mail scanner that opens
 * the page uses nothing up) → ready, where one press signs in (signingIn → signedIn: the screen
 * starts the session and opens the link's page), or expired, which offers a fresh link by email
 * (renewing → renewed). A link without its token is expired at once.
 */
export const signInLinkMachine = setup({
  types: {
    context: {} as { token: string; error: string | null; result: SignInLinkResult | null; notice: string | null },
    input: {} as { token: string },
    events: {} as Event,
  },
  actors: {
    check: fromPromise<{ valid: boolean }, { token: string }>(({ input }) => authApi.checkSignInLink(input)),
    use: fromPromise<SignInLinkResult, { token: string }>(({ input }) => authApi.signInWithLink(input)),
    renew: fromPromise<{ message: string }, { token: string }>(({ input }) => authApi.renewSignInLink(input)),
  },
  guards: {
    noToken: ({ context }) => context.token === '',
  },
}).createMachine({
  id: 'signInLink',
  initial: 'checking',
  context: ({ input }) => ({ token: input.token, error: null, result: null, notice: null }),
  states: {
    checking: {
      always: { guard: 'noToken', target: 'expired', actions: assign({ error: SIGN_IN_MESSAGES.linkInvalid }) },
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          { guard: ({ event }) => event.output.valid, target: 'ready' },
          { target: 'expired', actions: assign({ error: SIGN_IN_MESSAGES.linkInvalid }) },
        ],
        onError: { target: 'checkFailed', actions: assign({ error: ({ event }) => messageOf(event.error, SIGN_IN_TEXTS.linkFailed) }) },
      },
    },
    checkFailed: { on: { 'link.retry': { target: 'checking', actions: assign({ error: null }) } } },
    ready: { on: { 'link.signIn': { target: 'signingIn', actions: assign({ error: null }) } } },
    signingIn: {
      invoke: {
        id: 'use',
        src: 'use',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'signedIn', actions: assign({ result: ({ event }) => event.output }) },
        onError: [
          { guard: ({ event }) => linkRefused(event.error), target: 'expired', actions: assign({ error: ({ event }) => messageOf(event.error, SIGN_IN_MESSAGES.linkInvalid) }) },
          { target: 'ready', actions: assign({ error: ({ event }) => messageOf(event.error, SIGN_IN_TEXTS.linkFailed) }) },
        ],
      },
    },
    expired: { on: { 'link.renew': { target: 'renewing' } } },
    renewing: {
      invoke: {
        id: 'renew',
        src: 'renew',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'renewed', actions: assign({ notice: ({ event }) => event.output.message }) },
        onError: { target: 'expired', actions: assign({ error: ({ event }) => messageOf(event.error, SIGN_IN_TEXTS.linkFailed) }) },
      },
    },
    signedIn: { type: 'final' },
    renewed: { type: 'final' },
  },
});
