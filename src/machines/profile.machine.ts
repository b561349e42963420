import { assign, fromPromise, setup } from 'xstate';
import type { UserProfile } from '../api/contract';
import { getProfile } from '../api/user';

export type ProfileEvent = { type: 'profile.edit' } | { type: 'profile.close' } | { type: 'profile.saved' };

/** The profile page: loading → viewing ⇄ editing (the modal open); a save closes the modal and refetches. */
export const profileMachine = setup({
  types: {
    context: {} as { profile: UserProfile | null },
    events: {} as ProfileEvent,
  },
  actors: {
    load: fromPromise<UserProfile>(async () => (await getProfile()).user),
  },
}).createMachine({
  id: 'profile',
  initial: 'loading',
  context: { profile: null },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'viewing', actions: assign({ profile: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    viewing: { on: { 'profile.edit': 'editing' } },
    editing: { on: { 'profile.close': 'viewing', 'profile.saved': 'loading' } },
    failed: { type: 'final' },
  },
});
