import { assign, fromPromise, setup } from 'xstate';
import * as authApi from '../api/auth';
import { messageOf } from '../api/client';
import { codeSignInBody, MESSAGES, sendSignInCodeBody, type TokenBody } from '../api/contract';

type Event = { type: 'code.send'; email: string } | { type: 'code.submit'; code: string } | { type: 'code.resend' } | { type: 'code.back' };

const emailIssue = (email: string) => sendSignInCodeBody.safeParse({ email }).error?.issues[0]?.message ?? null;
const codeIssue = (email: string, code: string) => codeSignInBody.safeParse({ email, code }).error?.issues[0]?.message ?? null;

/**
 * Signing in with an emailed code instead of a password: enteringEmail → sending → enteringCode
 * (the same answer whether or not the address has an account) → verifying → signedIn (the screen
 * starts the session), or back to enteringCode with the server's message. A new code can be sent,
 * and another address given.
 */
export const signInCodeMachine = setup({
  types: {
    context: {} as { email: string; error: string | null; notice: string | null; session: TokenBody | null },
    events: {} as Event,
  },
  actors: {
    send: fromPromise<{ message: string }, { email: string }>(({ input }) => authApi.sendSignInCode(input)),
    verify: fromPromise<TokenBody, { email: string; code: string }>(({ input }) => authApi.signInWithCode(input)),
  },
  guards: {
    emailInvalid: ({ event }) => event.type === 'code.send' && emailIssue(event.email) !== null,
    codeInvalid: ({ context, event }) => event.type === 'code.submit' && codeIssue(context.email, event.code) !== null,
  },
}).createMachine({
  id: 'signInCode',
  initial: 'enteringEmail',
  context: { email: '', error: null, notice: null, session: null },
  states: {
    enteringEmail: {
      on: {
        'code.send': [
          { guard: 'emailInvalid', actions: assign({ error: ({ event }) => emailIssue(event.email) }) },
          { target: 'sending', actions: assign({ email: ({ event }) => event.email.trim(), error: null }) },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'enteringCode', actions: assign({ notice: ({ event }) => event.output.message, error: null }) },
        onError: { target: 'enteringEmail', actions: assign({ error: ({ event }) => messageOf(event.error, MESSAGES.somethingWrong) }) },
      },
    },
    enteringCode: {
      on: {
        'code.submit': [
          { guard: 'codeInvalid', actions: assign({ error: ({ context, event }) => codeIssue(context.email, event.code) }) },
          { target: 'verifying', actions: assign({ error: null }) },
        ],
        'code.resend': { target: 'sending', actions: assign({ error: null }) },
        'code.back': { target: 'enteringEmail', actions: assign({ error: null, notice: null }) },
      },
    },
    verifying: {
      invoke: {
        id: 'verify',
        src: 'verify',
        input: ({ context, event }) => ({ email: context.email, code: (event as { code: string }).code.trim() }),
        onDone: { target: 'signedIn', actions: assign({ session: ({ event }) => event.output }) },
        onError: { target: 'enteringCode', actions: assign({ error: ({ event }) => messageOf(event.error, MESSAGES.somethingWrong) }) },
      },
    },
    signedIn: { type: 'final' },
  },
});
