import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { testModelOf } from '../test/test-model';
import { ApiError } from '../api/client';
import { MESSAGES } from '../api/contract';
import { deferredActors } from '../test/deferred-actors';
import { RESET_REDIRECT_MS, resetPasswordMachine } from './reset-password.machine';

const matching = { type: 'form.submit', newPassword: 'a new secret', confirmPassword: 'a new secret' } as const;
const mismatched = { type: 'form.submit', newPassword: 'a new secret', confirmPassword: 'another one' } as const;
const empty = { type: 'form.submit', newPassword: '', confirmPassword: '' } as const;
const refused = new ApiError(400, MESSAGES.resetLinkInvalid);
const redirectEvent = 'xstate.after.redirect.resetPassword.success';

const unreachable = new ApiError(0, MESSAGES.networkError);
const usable = { message: MESSAGES.resetLinkUsable };

const events = [
  { type: 'xstate.done.actor.checkLink', output: usable },
  { type: 'xstate.error.actor.checkLink', error: refused },
  { type: 'xstate.error.actor.checkLink', error: unreachable },
  matching,
  mismatched,
  empty,
  { type: 'xstate.done.actor.resetPassword', output: { message: MESSAGES.passwordResetDone } },
  { type: 'xstate.error.actor.resetPassword', error: refused },
  { type: redirectEvent },
] as never[];

describe('reset-password machine: every shortest path against the real machine', () => {
  const model = testModelOf(resetPasswordMachine, {
    events,
    input: { token: 'abc' },
    serializeState: (state: SnapshotFrom<typeof resetPasswordMachine>) => JSON.stringify([state.value, state.context.error, state.context.message]),
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reaches checking, refused, idle, submitting, success, error and done', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(['checking', 'done', 'error', 'idle', 'refused', 'submitting', 'success']);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const server = deferredActors(['checkLink', 'resetPassword'] as const);
      const actor = createActor(resetPasswordMachine.provide({ actors: server.actors }), { input: { token: 'abc' } }).start();
      const settle = (outcome: 'resolve' | 'reject', value: unknown) => server[outcome]('resetPassword', value);
      await path.test({
        states: {
          checking: () => {
            expect(actor.getSnapshot().value).toBe('checking');
            expect(server.lastInput('checkLink')).toEqual({ token: 'abc' });
          },
          refused: () => {
            expect(actor.getSnapshot().status).toBe('done');
            expect(actor.getSnapshot().context.error).toBe(MESSAGES.resetLinkInvalid);
            expect(server.lastInput('resetPassword')).toBeUndefined();
          },
          idle: () => expect(actor.getSnapshot().value).toBe('idle'),
          submitting: () => {
            expect(actor.getSnapshot().value).toBe('submitting');
            expect(server.lastInput('resetPassword')).toEqual({ token: 'abc', newPassword: matching.newPassword });
          },
          success: () => {
            expect(actor.getSnapshot().value).toBe('success');
            expect(actor.getSnapshot().context.message).toBe(MESSAGES.passwordResetDone);
          },
          error: (state) => {
            expect(actor.getSnapshot().value).toBe('error');
            expect(actor.getSnapshot().context.error).toBe((state.context as { error: string }).error);
          },
          done: () => expect(actor.getSnapshot().status).toBe('done'),
        },
        events: {
          'form.submit': ({ event }: { event: unknown }) => void actor.send(event as typeof matching),
          ...({
            'xstate.done.actor.checkLink': ({ event }: { event: { output: unknown } }) => server.resolve('checkLink', event.output),
            'xstate.error.actor.checkLink': ({ event }: { event: { error: unknown } }) => server.reject('checkLink', event.error),
            'xstate.done.actor.resetPassword': ({ event }: { event: { output: unknown } }) => settle('resolve', event.output),
            'xstate.error.actor.resetPassword': ({ event }: { event: { error: unknown } }) => settle('reject', event.error),
            [redirectEvent]: () => {
              vi.advanceTimersByTime(RESET_REDIRECT_MS - 1);
              expect(actor.getSnapshot().value).toBe('success');
              vi.advanceTimersByTime(1);
            },
          } as object),
        },
      });
      actor.stop();
    });
  }
});

describe('reset-password machine: client checks send nothing', () => {
  it.each([
    [empty, MESSAGES.allRequired],
    [mismatched, MESSAGES.passwordsMismatch],
  ])('%o → %s', async (event, message) => {
    const server = deferredActors(['checkLink', 'resetPassword'] as const);
    const actor = createActor(resetPasswordMachine.provide({ actors: server.actors }), { input: { token: 'abc' } }).start();
    await server.resolve('checkLink', usable);
    actor.send(event);
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(server.lastInput('resetPassword')).toBeUndefined();
  });
});
