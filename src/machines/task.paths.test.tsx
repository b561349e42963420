import '../design-system/testing/jsdom-polyfills';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ApiError } from '../api/client';
import { LIST_TEXTS } from '../api/contract';
import { toast } from '../design-system';
import { taskMachine } from './task.machine';
import { fakeServer } from '../test/fake-server';
import { testModelOf } from '../test/test-model';
import { pathName } from '../test/path-names';
import { full, ann, answerBody, renderList } from '../routes/users/list-testing';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.clear();
  localStorage.clear();
});

describe('Export CSV: every shortest path of the task machine, driven through the list', () => {
  const model = testModelOf(taskMachine, {
    events: [
      { type: 'task.run', argument: '' },
      { type: 'xstate.done.actor.run', output: {} },
      { type: 'xstate.error.actor.run', error: new ApiError(500, 'The export failed on the server.') },
    ] as never[],
    input: { run: async () => ({}) },
    serializeState: (state: SnapshotFrom<typeof taskMachine>, event?: { type: string }) => JSON.stringify([state.value, event?.type ?? null]),
    filterEvents: (state: SnapshotFrom<typeof taskMachine>, event: { type: string }) => (event.type === 'task.run') === state.matches('idle'),
  });

  for (const path of model.getShortestPaths({ allowDuplicatePaths: true })) {
    it(pathName(path), async () => {
      const server = fakeServer({ 'GET /api/owner-admins': () => Response.json(answerBody(full)) });
      const downloads: string[] = [];
      // jsdom has no object URLs: a stand-in that names the file's URL.
      vi.stubGlobal('URL', class extends URL {
        static override createObjectURL = () => 'blob:export';
        static override revokeObjectURL = () => undefined;
      });
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        downloads.push(this.download);
      });
      await renderList('/owner-admins?search=ann');
      await screen.findByText(ann.User.email);
      const user = userEvent.setup();
      const exportButton = () => screen.getByRole('button', { name: LIST_TEXTS.exportCsv });

      await path.test({
        states: {
          idle: () => {
            expect(exportButton()).toBeEnabled();
          },
          running: async () => {
            expect(exportButton()).toHaveAttribute('aria-busy', 'true');
            // The export is of what the list shows: the same search.
            await waitFor(() => expect(server.pending().at(-1)).toMatchObject({ method: 'GET', path: '/api/owner-admins/export.csv' }));
            expect(server.pending().at(-1)!.search.get('search')).toBe('ann');
          },
        },
        events: {
          'task.run': () => user.click(exportButton()),
          ...({
            'xstate.done.actor.run': async () => {
              const headers = { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="owner-admins-2026-11-23.csv"' };
              await server.answer(new Response('Full Name,Email\n', { headers }));
              await waitFor(() => expect(downloads).toEqual(['owner-admins-2026-11-23.csv']));
            },
            'xstate.error.actor.run': async () => {
              await server.answer(Response.json({ message: 'The export failed on the server.' }, { status: 500 }));
              expect(await screen.findByText('The export failed on the server.')).toBeVisible();
              expect(downloads).toEqual([]);
            },
          } as object),
        },
      });
    });
  }
});
