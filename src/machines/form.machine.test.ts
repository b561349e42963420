import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../api/client';
import { MESSAGES, updateProfileBody } from '../api/contract';
import { deferredActors } from '../test/deferred-actors';
import { createFormMachine } from './form.machine';

const machine = createFormMachine({ schema: updateProfileBody, submit: async () => ({}), fallbackError: MESSAGES.failedUpdateProfile });
const valid = { firstname: ' Ada ', lastname: 'Lovelace', email: 'ada@example.com', phone: '', bio: '' };

function start() {
  const server = deferredActors(['submit'] as const);
  const actor = createActor(machine.provide({ actors: server.actors })).start();
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor, server, emitted };
}

describe('form machine', () => {
  it('checks the values against the contract before sending anything', () => {
    const { actor, server } = start();
    actor.send({ type: 'form.submit', values: { ...valid, firstname: '', email: 'nope' } });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context.errors).toEqual({ firstname: MESSAGES.firstNameRequired, email: MESSAGES.emailInvalid });
    expect(server.lastInput('submit')).toBeUndefined();
  });

  it('clears only the edited field’s error', () => {
    const { actor } = start();
    actor.send({ type: 'form.submit', values: { ...valid, firstname: '', lastname: '' } });
    actor.send({ type: 'form.edit', field: 'firstname' });
    expect(actor.getSnapshot().context.errors).toEqual({ lastname: MESSAGES.lastNameRequired });
  });

  it('sends the parsed values, then succeeds with the answer', async () => {
    const { actor, server, emitted } = start();
    actor.send({ type: 'form.submit', values: valid });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(server.lastInput('submit')).toMatchObject({ firstname: 'Ada' });
    await server.resolve('submit', { ok: true });
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(emitted).toEqual([{ type: 'form.succeeded', output: { ok: true } }]);
  });

  it('returns to editing with the server’s message and field errors', async () => {
    const { actor, server, emitted } = start();
    actor.send({ type: 'form.submit', values: valid });
    await server.reject('submit', new ApiError(409, MESSAGES.emailTaken, { email: MESSAGES.emailTaken }));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ error: MESSAGES.emailTaken, errors: { email: MESSAGES.emailTaken } });
    expect(emitted).toEqual([{ type: 'form.failed', message: MESSAGES.emailTaken }]);
  });

  it('forgets its errors when reset, as when a modal form is closed', () => {
    const { actor } = start();
    actor.send({ type: 'form.submit', values: { ...valid, firstname: '' } });
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().context).toMatchObject({ error: null, errors: {} });
  });

  it('falls back to the screen’s message when the server gives none', async () => {
    const { actor, server } = start();
    actor.send({ type: 'form.submit', values: valid });
    await server.reject('submit', new TypeError('Failed to fetch'));
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.failedUpdateProfile);
  });
});
