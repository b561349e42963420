import '../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ApiError } from '../api/client';
import { ANNOTATION_MESSAGES, DIFFERENCE_TEXTS, NOTES_PANEL_TEXTS, ROLES, type Annotation, type DifferenceSet } from '../api/contract';
import { changedNotesMachine, type ChangedNote } from './changed-notes.machine';
import { annotationFixture, annotationPageFixture } from '../test/fixtures/annotations';
import { renderPage } from '../test/render-page';
import { testModelOf } from '../test/test-model';
import { ReviewPage } from '../routes/review/ReviewPage';
import { askedForBleed, reviewServer, stubObjectUrls, v1, v2 } from '../routes/review/review-test-server';
import { pathCeiling } from '../test/ceilings';
import { translate } from '../api/contract/i18n/translate';

type State = SnapshotFrom<typeof changedNotesMachine>;

/** Notes carried from v1 to v2: 1 and 3 under a changed region, 2 where nothing changed. */
const carried = (id: number, comment: string, resolved: boolean) => annotationFixture({ id, versionId: v2.id, comment, place: { x: id / 4, y: 0.3 }, carriedFromVersion: 1, resolved });
const NOTES = [
  { id: 11, comment: 'Move the logo 5 mm left.', changed: true },
  { id: 12, comment: 'Make the headline larger.', changed: false },
  { id: 13, comment: 'Use the new blue.', changed: true },
];
const CHANGED: ChangedNote[] = NOTES.filter((note) => note.changed).map((note) => ({ id: carried(note.id, note.comment, false).id, number: note.id, comment: note.comment }));
const difference = (): DifferenceSet => ({
  status: 'ready',
  base: { versionId: v1.id, version: 1 },
  pages: [],
  notes: NOTES.map((note) => ({ annotationId: carried(note.id, note.comment, false).id, changed: note.changed })),
});

describe('Notes changed here: every shortest path of its machine, driven through the review page', () => {
  const model = testModelOf(changedNotesMachine, {
    input: { versionId: v2.id },
    events: [
      { type: 'steps.start', notes: CHANGED },
      { type: 'steps.resolve' },
      { type: 'steps.skip' },
      { type: 'steps.stop' },
      { type: 'steps.close' },
      { type: 'xstate.done.actor.resolve', output: {} },
      { type: 'xstate.error.actor.resolve', error: new ApiError(409, ANNOTATION_MESSAGES.alreadyResolved) },
    ] as never[],
    serializeState: (state: State) => JSON.stringify([state.value, state.context.at, state.context.resolved, state.context.error]),
    // Once a note is resolved, the page offers only the ones left: a second round would not start with both.
    filterEvents: (state: State, event: { type: string }) => event.type !== 'steps.start' || state.context.resolved === 0,
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it('has paths through every state', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const state of ['idle', 'showing', 'resolving', 'done']) expect(reached).toContain(JSON.stringify(state));
  });

  beforeEach(stubObjectUrls);
  afterEach(() => vi.unstubAllGlobals());

  for (const path of paths) {
    const steps = path.steps.map(({ event }) => (event as { type: string }).type.replace('xstate.', ''));
    it(`${steps.join(' → ')} ⇒ ${JSON.stringify(path.state.value)}`, { timeout: pathCeiling(path) }, async () => {
      // The notes as the server holds them: resolved ones say so when the list is read again.
      const resolved = new Set<number>();
      const notesNow = (): Annotation[] => NOTES.map((note) => carried(note.id, note.comment, resolved.has(note.id)));
      const server = reviewServer(
        { versions: [v2, v1], reviews: [askedForBleed] },
        {
          [`GET /api/artwork/version/${v2.id}/annotations`]: () => Response.json(annotationPageFixture(v2.id, notesNow())),
          [`GET /api/artwork/version/${v2.id}/difference`]: () => Response.json(difference()),
        },
      );
      const user = userEvent.setup();
      await renderPage({ path: '/review/$versionId', at: `/review/${v2.id}`, component: ReviewPage, role: ROLES.organizer });
      await screen.findAllByText(NOTES[0]!.comment);
      const steps = () => screen.getByRole('region', { name: DIFFERENCE_TEXTS.stepsLabel });
      const inSteps = (name: string) => within(steps()).getByRole('button', { name });
      const posts = () => server.requests.filter((request) => request.method === 'POST');
      const shown = (state: State) => CHANGED[state.context.at]!;
      const waiting = () => waitFor(() => expect(server.pending().length).toBeGreaterThan(0));

      await path.test({
        states: {
          idle: async (state) => {
            const left = CHANGED.length - (state as State).context.resolved;
            if (left === 0) {
              await waitFor(() => expect(screen.queryByRole('button', { name: translate('en', DIFFERENCE_TEXTS.stepsStart, { count: CHANGED.length }) })).toBeNull());
              return;
            }
            expect(await screen.findByRole('button', { name: translate('en', DIFFERENCE_TEXTS.stepsStart, { count: left }) })).toBeEnabled();
            expect(screen.getByText(translate('en', DIFFERENCE_TEXTS.stepsIntro, { count: left }))).toBeVisible();
            expect(screen.queryByRole('region', { name: DIFFERENCE_TEXTS.stepsLabel })).toBeNull();
            // Each carried note is marked on the version's list (the first; compare lists them again) by what the difference found at its place.
            const list = screen.getAllByRole('list', { name: translate('en', NOTES_PANEL_TEXTS.listLabel, { count: NOTES.length }) })[0]!;
            expect(within(list).getAllByText(DIFFERENCE_TEXTS.changedHere)).toHaveLength(CHANGED.length);
            expect(within(list).getAllByText(DIFFERENCE_TEXTS.unchangedHere)).toHaveLength(1);
          },
          showing: async (state) => {
            const { at, error } = (state as State).context;
            const note = shown(state as State);
            expect(within(steps()).getByText(translate('en', DIFFERENCE_TEXTS.stepOf, { at: at + 1, count: CHANGED.length }))).toBeVisible();
            expect(within(steps()).getByText(note.comment)).toBeVisible();
            expect(inSteps(NOTES_PANEL_TEXTS.resolve)).toBeEnabled();
            expect(inSteps(DIFFERENCE_TEXTS.skip)).toBeEnabled();
            // The note is selected on the list (and the artwork), which brings it into view.
            await waitFor(() => expect(document.querySelector(`button[data-note="${note.id}"]`)).toHaveAttribute('aria-pressed', 'true'));
            if (error) expect(within(steps()).getByRole('alert')).toHaveTextContent(error);
            else expect(within(steps()).queryByRole('alert')).toBeNull();
          },
          resolving: (state) => {
            expect(inSteps(DIFFERENCE_TEXTS.resolving)).toBeDisabled();
            expect(inSteps(DIFFERENCE_TEXTS.skip)).toBeDisabled();
            expect(posts().at(-1)?.path).toBe(`${new URL(shown(state as State).id).pathname}/resolve`);
          },
          done: async (state) => {
            const { resolved: count } = (state as State).context;
            expect(await screen.findByText(translate('en', DIFFERENCE_TEXTS.stepsDone, { resolved: count, count: CHANGED.length }))).toBeVisible();
            // Only Resolve sent anything: one request for each note resolved.
            expect(posts()).toHaveLength(resolved.size + path.steps.filter(({ event }) => (event as { type: string }).type === 'xstate.error.actor.resolve').length);
            expect(resolved.size).toBe(count);
          },
        },
        events: {
          'steps.start': async () => user.click(await screen.findByRole('button', { name: translate('en', DIFFERENCE_TEXTS.stepsStart, { count: CHANGED.length }) })),
          'steps.resolve': () => user.click(inSteps(NOTES_PANEL_TEXTS.resolve)),
          'steps.skip': () => user.click(inSteps(DIFFERENCE_TEXTS.skip)),
          'steps.stop': () => user.click(inSteps(DIFFERENCE_TEXTS.stop)),
          'steps.close': () => user.click(screen.getByRole('button', { name: DIFFERENCE_TEXTS.close })),
          ...({
            'xstate.done.actor.resolve': async () => {
              await waiting();
              const id = Number(server.pending()[0]!.path.split('/').at(-2));
              resolved.add(id);
              const note = NOTES.find((candidate) => candidate.id === id)!;
              await server.answer(Response.json(carried(id, note.comment, true)));
            },
            'xstate.error.actor.resolve': async () => {
              await waiting();
              await server.answer(Response.json({ message: ANNOTATION_MESSAGES.alreadyResolved }, { status: 409 }));
            },
          } as object),
        },
      });
    });
  }
});
