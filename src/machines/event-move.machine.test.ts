import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../api/client';
import { EVENT_MESSAGES, EVENT_TEXTS } from '../api/contract';
import { deferredActors } from '../test/deferred-actors';
import { eventMoveMachine, type EventMoveEmitted } from './event-move.machine';

const body = { name: 'Expo', category: 'Danger', allDay: true, start: '2025-10-02', end: '2025-10-03' } as const;

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
    actor.send({ type: 'event.move', id: 4, body });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(server.lastInput('save')).toEqual({ id: 4, body });
    // One move at a time: a second drop while saving is not taken.
    actor.send({ type: 'event.move', id: 5, body });
    expect(server.lastInput('save')).toEqual({ id: 4, body });
    await server.resolve('save', { id: 4 });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(emitted).toEqual([{ type: 'move.saved', event: { id: 4 } }]);
  });

  it('reports the server’s refusal, so the screen puts the event back', async () => {
    const { server, actor, emitted } = start();
    actor.send({ type: 'event.move', id: 4, body });
    await server.reject('save', new ApiError(403, EVENT_MESSAGES.notYours));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(emitted).toEqual([{ type: 'move.failed', message: EVENT_MESSAGES.notYours }]);
  });

  it('falls back to its own message when the server gives none', async () => {
    const { server, actor, emitted } = start();
    actor.send({ type: 'event.move', id: 4, body });
    await server.reject('save', new ApiError(0, ''));
    expect(emitted).toEqual([{ type: 'move.failed', message: EVENT_TEXTS.updateFailed }]);
  });
});
