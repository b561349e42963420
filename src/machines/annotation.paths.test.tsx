import '../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ApiError } from '../api/client';
import { ANNOTATION_CONTEXT, ANNOTATION_MESSAGES, NOTES_PANEL_TEXTS, placeOf, printPositionOf, printPositionText, ROLES, type Annotation, type Place } from '../api/contract';
import { PROOF_CANVAS_TEXTS } from '../routes/shared/proofing/canvas/proof-canvas-texts';
import { annotationMachine } from './annotation.machine';
import { renderPage } from '../test/render-page';
import { testModelOf } from '../test/test-model';
import { ReviewPage } from '../routes/review/ReviewPage';
import { reviewServer, stubObjectUrls, v1, v2 } from '../routes/review/review-test-server';
import { annotationFixture } from '../test/fixtures/annotations';
import { subjectFixture } from '../test/fixtures/review';
import { pathCeiling } from '../test/ceilings';
import { t } from '../i18n';
import { translate } from '../api/contract/i18n/translate';

type State = SnapshotFrom<typeof annotationMachine>;

const COMMENT = 'Move the logo 5 mm to the left.';
const saveFailure = 'The file store is not answering.';
/** A pin the signed-in reviewer placed on v2 earlier: the one that can be moved. */
const ownPin = annotationFixture({ id: 3, number: 1, versionId: v2.id, comment: 'The date is cut off.', place: { x: 0.25, y: 0.4 } });
const pinPlace: Place = { page: 1, x: 0.52, y: 0.51, w: 0, h: 0 };
const boxPlace: Place = { page: 1, x: 0.5, y: 0.5, w: 0.1, h: 0.1 };
const movedPlace: Place = { page: 1, x: 0.24, y: 0.4, w: 0, h: 0 };
const { printSize } = subjectFixture();

const page = (versionId: number, items: Annotation[]) => ({ '@context': [ANNOTATION_CONTEXT, {}], id: `/api/artwork/version/${versionId}/annotations`, type: 'AnnotationPage', items });

describe('Annotation: every shortest path of its machine, driven through the review page', () => {
  const model = testModelOf(annotationMachine, {
    input: { versionId: v2.id, paged: false },
    events: [
      { type: 'place.start', shape: 'pin' },
      { type: 'place.start', shape: 'box' },
      { type: 'move.start', id: ownPin.id, place: { page: 1, x: 0.25, y: 0.4, w: 0, h: 0 } },
      { type: 'place', place: pinPlace },
      { type: 'text.change', text: COMMENT },
      { type: 'save' },
      { type: 'cancel' },
      { type: 'retry' },
      { type: 'xstate.done.actor.save', output: ownPin },
      { type: 'xstate.error.actor.save', error: new ApiError(503, saveFailure) },
    ] as never[],
    serializeState: (state: State) => {
      const { shape, moving, text, error, place } = state.context;
      return JSON.stringify([state.value, shape, moving !== null, text, error, place !== null && state.matches('idle') ? null : place !== null]);
    },
    // Placing starts from a quiet canvas: another tool's button while placing is the same path again.
    filterEvents: (state, event) => !(state.matches('placing') && (event.type === 'place.start' || event.type === 'move.start')),
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it('has paths through every state', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const state of ['idle', 'placing', 'editing', 'saving', 'saved', 'failed']) expect(reached).toContain(JSON.stringify(state));
  });

  beforeEach(stubObjectUrls);
  afterEach(() => vi.unstubAllGlobals());

  for (const path of paths) {
    const steps = path.steps.map(({ event }) => {
      const { type, shape } = event as { type: string; shape?: string };
      return `${type.replace('xstate.', '')}${shape ? `(${shape})` : ''}`;
    });
    it(`${steps.join(' → ')} ⇒ ${JSON.stringify(path.state.value)}`, { timeout: pathCeiling(path) }, async () => {
      // The page and the notes answer at once; placing or moving a note waits for the test.
      let notes = [ownPin];
      const server = reviewServer({ versions: [v2, v1], reviews: [] }, { [`GET /api/artwork/version/${v2.id}/annotations`]: () => Response.json(page(v2.id, notes)) });
      const user = userEvent.setup();
      await renderPage({ path: '/review/$versionId', at: `/review/${v2.id}`, component: ReviewPage, role: ROLES.organizer });
      // The review's own notes come first; compare lists each side's again below.
      await screen.findAllByRole('list', { name: translate('en', NOTES_PANEL_TEXTS.listLabel, { count: 1 }) });
      const notesList = () => screen.getAllByRole('list', { name: (name) => [1, 2].some((count) => name === translate('en', NOTES_PANEL_TEXTS.listLabel, { count })) })[0]!;
      const toolbar = () => screen.getByRole('toolbar', { name: PROOF_CANVAS_TEXTS.toolsLabel });
      const button = (name: string) => screen.getByRole('button', { name });
      const crosshair = () => screen.getByRole('application', { name: PROOF_CANVAS_TEXTS.crosshair });
      const noteField = () => screen.queryByRole('textbox', { name: PROOF_CANVAS_TEXTS.noteLabel });
      const sent = () => server.requests.filter((request) => request.method === 'POST' || request.method === 'PATCH').at(-1);
      const waiting = () => waitFor(() => expect(server.pending().length).toBeGreaterThan(0));
      const expectPlace = (selector: unknown, expected: Place) => {
        const place = placeOf(selector) as Place;
        for (const key of ['x', 'y', 'w', 'h'] as const) expect(place[key]).toBeCloseTo(expected[key], 6);
      };

      await path.test({
        states: {
          idle: () => {
            expect(within(toolbar()).getByRole('button', { name: PROOF_CANVAS_TEXTS.addPin })).toHaveAttribute('aria-pressed', 'false');
            expect(screen.queryByRole('application')).toBeNull();
            expect(noteField()).toBeNull();
            expect(screen.queryByRole('alert')).toBeNull();
          },
          placing: (state) => {
            const { shape, moving } = (state as State).context;
            expect(crosshair()).toHaveFocus();
            const hint = moving ? PROOF_CANVAS_TEXTS.movingPin : shape === 'pin' ? PROOF_CANVAS_TEXTS.placingPin : PROOF_CANVAS_TEXTS.placingBox;
            expect(crosshair()).toHaveAccessibleDescription(hint);
            if (!moving) expect(within(toolbar()).getByRole('button', { name: shape === 'pin' ? PROOF_CANVAS_TEXTS.addPin : PROOF_CANVAS_TEXTS.addBox })).toHaveAttribute('aria-pressed', 'true');
            expect(noteField()).toBeNull();
          },
          editing: (state) => {
            const { text, error, shape } = (state as State).context;
            const field = noteField()!;
            expect(field).toHaveValue(text);
            // The note's place is read out in millimetres from the trim before it is saved.
            expect(field).toHaveAccessibleDescription(expect.stringContaining(printPositionText(printPositionOf(shape === 'pin' ? pinPlace : boxPlace, printSize, false), t)));
            if (error) expect(screen.getByText(ANNOTATION_MESSAGES.textRequired)).toBeVisible();
            else expect(screen.queryByText(ANNOTATION_MESSAGES.textRequired)).toBeNull();
            expect(server.pending()).toHaveLength(0);
          },
          saving: (state) => {
            const { moving, shape } = (state as State).context;
            const request = sent()!;
            if (moving) {
              expect(request).toMatchObject({ method: 'PATCH', path: `/api/artwork/version/${v2.id}/annotation/3` });
              expectPlace((request.body as { target: { selector: unknown } }).target.selector, movedPlace);
            } else {
              expect(button(PROOF_CANVAS_TEXTS.saving)).toBeDisabled();
              expect(request).toMatchObject({ method: 'POST', path: `/api/artwork/version/${v2.id}/annotation`, body: { body: { value: COMMENT } } });
              expectPlace((request.body as { target: { selector: unknown } }).target.selector, shape === 'pin' ? pinPlace : boxPlace);
            }
          },
          saved: async (state) => {
            const { moving } = (state as State).context;
            expect(await screen.findByText(moving ? PROOF_CANVAS_TEXTS.moved : PROOF_CANVAS_TEXTS.saved)).toHaveRole('status');
            // The list is read again and the saved note is selected in it.
            await waitFor(() => expect(within(notesList()).getAllByRole('button', { pressed: true })).toHaveLength(1));
          },
          failed: () => {
            expect(screen.getByRole('alert')).toHaveTextContent(saveFailure);
            expect(button(PROOF_CANVAS_TEXTS.retry)).toBeEnabled();
          },
        },
        events: {
          'place.start': async ({ event }: { event: unknown }) => {
            const { shape } = event as { shape: 'pin' | 'box' };
            await user.click(within(toolbar()).getByRole('button', { name: shape === 'pin' ? PROOF_CANVAS_TEXTS.addPin : PROOF_CANVAS_TEXTS.addBox }));
          },
          'move.start': async () => {
            await user.click(within(notesList()).getByRole('button', { name: translate('en', NOTES_PANEL_TEXTS.noteName, { number: 1, comment: ownPin.body[0]!.value }) }));
            await user.click(within(toolbar()).getByRole('button', { name: PROOF_CANVAS_TEXTS.move }));
          },
          place: async ({ state }: { state: unknown }) => {
            const { shape, moving } = (state as State).context;
            expect(crosshair()).toHaveFocus();
            if (moving) await user.keyboard('{ArrowLeft}{Enter}');
            else if (shape === 'box') await user.keyboard('{Enter}{Shift>}{ArrowRight}{ArrowDown}{/Shift}{Enter}');
            else await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}{Enter}');
          },
          'text.change': async () => {
            await user.clear(noteField()!);
            await user.type(noteField()!, COMMENT);
          },
          save: () => user.click(button(PROOF_CANVAS_TEXTS.save)),
          cancel: async () => {
            if (screen.queryByRole('application')) await user.keyboard('{Escape}');
            else await user.click(button(PROOF_CANVAS_TEXTS.cancel));
          },
          retry: () => user.click(button(PROOF_CANVAS_TEXTS.retry)),
          ...({
            'xstate.done.actor.save': async () => {
              const request = sent()!;
              const saved = request.method === 'PATCH' ? ownPin : annotationFixture({ id: 4, number: 2, versionId: v2.id, comment: COMMENT, place: placeOf((request.body as { target: { selector: unknown } }).target.selector) as Place });
              notes = request.method === 'PATCH' ? notes : [...notes, saved];
              await waiting();
              await server.answer(Response.json(saved, { status: request.method === 'PATCH' ? 200 : 201 }));
            },
            'xstate.error.actor.save': async () => {
              await waiting();
              await server.answer(Response.json({ message: saveFailure }, { status: 503 }));
            },
          } as object),
        },
      });
    });
  }
});
