import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../api/client';
import { EVENT_MESSAGES, EVENT_TEXTS } from '../api/contract';
import { deferredActors } from '../test/deferred-actors';
import { eventMoveMachine, type EventMoveEmitted } from './event-move.machine';

const body = { name: 'Expo', category: 'Danger', allDay: true, start: '2025-10-02', end: '2025-10-03' } as const;
const before = { ...body, start: '2025-09-30', end: '2025-10-01' } as const;

function start() {
  const server = deferredActors(['save'] as const);
  const actor = createActor(eventMoveMachine.provide({ actors: server.actors })).start();
  const emitted: EventMoveEmitted[] = [];
  actor.on('*', (event) => emitted.push(event as EventMoveEmitted));
  return { server, actor, emitted };
}

describe('moving an event on the calendar', () => {
  it('saves the new times and says so', async () => {
    const { server, actor, emitted } = start();
    actor.send({ type: 'event.move', id: 4, body, before });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(server.lastInput('save')).toEqual({ id: 4, body });
    // One move at a time: a second drop while saving is not taken.
    actor.send({ type: 'event.move', id: 5, body, before });
    expect(server.lastInput('save')).toEqual({ id: 4, body });
    await server.resolve('save', { id: 4 });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(emitted).toEqual([{ type: 'move.saved', event: { id: 4 } }]);
  });

  it('reports the server’s refusal, so the screen puts the event back', async () => {
    const { server, actor, emitted } = start();
    actor.send({ type: 'event.move', id: 4, body, before });
    await server.reject('save', new ApiError(403, EVENT_MESSAGES.notYours));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(emitted).toEqual([{ type: 'move.failed', message: EVENT_MESSAGES.notYours }]);
  });

  it('falls back to its own message when the server gives none', async () => {
    const { server, actor, emitted } = start();
    actor.send({ type: 'event.move', id: 4, body, before });
    await server.reject('save', new ApiError(0, ''));
    expect(emitted).toEqual([{ type: 'move.failed', message: EVENT_TEXTS.updateFailed }]);
  });

  it('undoes the last saved move: the server is given the times the event had', async () => {
    const { server, actor, emitted } = start();
    // Nothing to undo before a move.
    actor.send({ type: 'move.undo' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'event.move', id: 4, body, before });
    await server.resolve('save', { id: 4 });
    actor.send({ type: 'move.undo' });
    expect(actor.getSnapshot().value).toBe('undoing');
    expect(server.lastInput('save')).toEqual({ id: 4, body: before });
    await server.resolve('save', { id: 4, start: before.start });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(emitted.at(-1)).toEqual({ type: 'move.undone', event: { id: 4, start: before.start } });
    // Undone once: a second Undo changes nothing.
    actor.send({ type: 'move.undo' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('offers no undo of a refused move, and reports a refused undo', async () => {
    const { server, actor, emitted } = start();
    actor.send({ type: 'event.move', id: 4, body, before });
    await server.reject('save', new ApiError(403, EVENT_MESSAGES.notYours));
    actor.send({ type: 'move.undo' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'event.move', id: 4, body, before });
    await server.resolve('save', { id: 4 });
    actor.send({ type: 'move.undo' });
    await server.reject('save', new ApiError(403, EVENT_MESSAGES.notYours));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(emitted.at(-1)).toEqual({ type: 'move.failed', message: EVENT_MESSAGES.notYours });
  });
});
