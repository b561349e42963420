import { assign, emit, fromPromise, setup } from 'xstate';
import type { InvitationStatus } from '../api/contract';
import { messageOf } from '../api/client';

export type InvitationInput = {
  load: () => Promise<InvitationStatus>;
  resend: () => Promise<InvitationStatus>;
  /** Shown when the server gives no message. */
  resendFallback: string;
};

type Context = InvitationInput & { invitation: InvitationStatus | null };

export type InvitationEvent = { type: 'invitation.resend' } | { type: 'invitation.retry' };
export type InvitationEmitted = { type: 'invitation.resent' } | { type: 'invitation.resendFailed'; message: string };

/**
 * A company's invitation, as staff see it: loading → shown or loadFailed (try again). While
 * shown, Resend: idle → resending → idle, with the new invitation's status, reporting how it went.
 */
export const invitationMachine = setup({
  types: { context: {} as Context, input: {} as InvitationInput, events: {} as InvitationEvent, emitted: {} as InvitationEmitted },
  actors: {
    load: fromPromise<InvitationStatus, InvitationInput['load']>(({ input }) => input()),
    resend: fromPromise<InvitationStatus, InvitationInput['resend']>(({ input }) => input()),
  },
}).createMachine({
  id: 'invitation',
  initial: 'loading',
  context: ({ input }) => ({ ...input, invitation: null }),
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => context.load,
        onDone: { target: 'shown', actions: assign({ invitation: ({ event }) => event.output }) },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { 'invitation.retry': 'loading' } },
    shown: {
      initial: 'idle',
      states: {
        idle: { on: { 'invitation.resend': 'resending' } },
        resending: {
          invoke: {
            id: 'resend',
            src: 'resend',
            input: ({ context }) => context.resend,
            onDone: { target: 'idle', actions: [assign({ invitation: ({ event }) => event.output }), emit({ type: 'invitation.resent' as const })] },
            onError: {
              target: 'idle',
              actions: emit(({ context, event }) => ({ type: 'invitation.resendFailed' as const, message: messageOf(event.error, context.resendFallback) })),
            },
          },
        },
      },
    },
  },
});
