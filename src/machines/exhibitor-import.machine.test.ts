import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { IMPORT_MAX_CHARS, IMPORT_TEXTS, MESSAGES, type ImportReport } from '../api/contract';
import { deferredActors } from '../test/deferred-actors';
import { exhibitorImportMachine } from './exhibitor-import.machine';

// The machine's paths are driven through the event page in routes/events/ImportExhibitorsModal.test.tsx.

const allRefused: ImportReport = {
  committed: false,
  columns: ['Email'],
  rows: [{ rowNumber: 2, action: 'refuse', reasons: ['Email is required'], email: null, companyName: null, companyId: null, cells: [''] }],
  counts: { create: 0, update: 0, link: 0, unchanged: 0, refuse: 1 },
};

function start(text: string) {
  const server = deferredActors(['check'] as const);
  const actor = createActor(
    exhibitorImportMachine.provide({ actors: { ...server.actors, read: fromPromise(async () => text) } }),
    { input: { eventId: 5 } },
  ).start();
  actor.send({ type: 'import.open' });
  actor.send({ type: 'import.file', file: new File([text], 'exhibitors.csv') });
  return { actor, server };
}

describe('the exhibitors import, before anything reaches the server', () => {
  it('refuses an empty file', async () => {
    const { actor } = start('  \n');
    const state = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(state.context.error).toBe(IMPORT_TEXTS.fileEmpty);
  });

  it('refuses a file larger than the server takes', async () => {
    const { actor } = start('x'.repeat(IMPORT_MAX_CHARS + 1));
    const state = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(state.context.error).toBe(MESSAGES.payloadTooLarge);
  });

  it('offers no import when every row is refused', async () => {
    const { actor, server } = start('Email\n\n');
    await waitFor(actor, (snapshot) => snapshot.matches('previewing'));
    await server.resolve('check', allRefused);
    actor.send({ type: 'import.confirm' });
    expect(actor.getSnapshot().value).toBe('preview');
  });

  it('forgets the file when closed', async () => {
    const { actor, server } = start('Email\na@example.com\n');
    await waitFor(actor, (snapshot) => snapshot.matches('previewing'));
    await server.resolve('check', allRefused);
    actor.send({ type: 'import.close' });
    expect(actor.getSnapshot().context).toMatchObject({ fileName: null, csv: null, report: null, error: null });
  });
});
