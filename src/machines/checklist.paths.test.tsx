import '../design-system/testing/jsdom-polyfills';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ApiError } from '../api/client';
import { ARTWORK_FIGURE_TEXTS, ARTWORK_TEXTS, LIST_TEXTS, ROLES, type Checklist, type ChecklistItem, type Dashboard } from '../api/contract';
import { CHECKLIST_POLL_MS, checklistMachine } from './checklist.machine';
import { fakeServer } from '../test/fake-server';
import { renderPage } from '../test/render-page';
import { testModelOf } from '../test/test-model';
import { DashboardPage } from '../routes/dashboard/DashboardPage';
import { reviewFixture } from '../test/fixtures/review';
import { annotationPageFixture } from '../test/fixtures/annotations';
import { checklistFixture, requirementFixture, versionFixture } from '../test/fixtures/artwork';
import { pathCeiling } from '../test/ceilings';

type State = SnapshotFrom<typeof checklistMachine>;

const wall = requirementFixture();
const sent = versionFixture({ id: 44, submittedAt: '2026-12-01T10:00:00.000Z' });
/** The back wall submitted, waiting for a reviewer. */
const waiting = checklistFixture([{ requirement: wall, status: 'Submitted', latest: sent, submitted: sent, extendedTo: null, late: false }]);
/** The reviewer's decision arrived: changes requested. */
const decided = checklistFixture([{ requirement: wall, status: 'Changes requested', latest: sent, submitted: sent, extendedTo: null, late: false } satisfies ChecklistItem]);
const loadFailure = 'The server is not answering.';
const nameOf = (data: Checklist | null) => (data === waiting ? 'waiting' : data === decided ? 'decided' : null);

/** The company's home as the server has it for the checklist it last answered: what is still to send. */
const dashboardFor = (checklist: Checklist | null): Dashboard => ({
  kind: 'company',
  events: [],
  progress: [
    {
      event: checklistFixture([]).events[0]!.event,
      asked: 1,
      approved: 0,
      awaitingReview: checklist === waiting ? 1 : 0,
      owed: checklist === decided ? [{ requirementId: wall.id, name: wall.name, status: 'Changes requested', deadline: wall.deadline }] : [],
    },
  ],
});

describe('The company’s checklist: every shortest path of its machine, driven through the home page', () => {
  const model = testModelOf(checklistMachine, {
    events: [
      { type: 'xstate.done.actor.load', output: waiting },
      { type: 'xstate.done.actor.load', output: decided },
      { type: 'xstate.error.actor.load', error: new ApiError(503, loadFailure) },
      { type: 'checklist.refresh' },
      { type: 'xstate.after.poll.checklist.watching' },
    ] as never[],
    // A refresh while a read is under way changes nothing: that read's answer stands.
    // The poll comes only while watching (state.can does not know of delayed events).
    filterEvents: (state: State, event: { type: string }) =>
      event.type === 'xstate.after.poll.checklist.watching' ? state.matches('watching') : state.can(event as never) && !(event.type === 'checklist.refresh' && state.matches('loading')),
    // Where it came from counts too: a focus and a poll are told apart, and a decision that arrived while the page was open from one there at once.
    serializeState: (state: State, event?: { type: string }, previous?: State) => JSON.stringify([state.value, nameOf(state.context.data), state.context.error, event?.type ?? null, nameOf(previous?.context.data ?? null)]),
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it('has paths through every state', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const state of ['loading', 'watching', 'current', 'failed']) expect(reached).toContain(JSON.stringify(state));
  });

  beforeEach(() => {
    // Real time goes on (the screen's waits need it); the poll's wait is skipped by the test.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-12-09T12:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  for (const path of paths) {
    const steps = path.steps.map(({ event }) => (event as { type: string }).type.replace('xstate.', ''));
    it(`${steps.join(' → ')} ⇒ ${JSON.stringify(path.state.value)}`, { timeout: pathCeiling(path) }, async () => {
      // The checklist waits for the test; the rest of the home answers at once, as the server is then: at
      // first as the first checklist it will answer, later as the last one answered.
      const first = path.steps.find(({ event }) => (event as { type: string }).type === 'xstate.done.actor.load')?.event as { output: Checklist } | undefined;
      let answered: Checklist | null = first?.output ?? null;
      const server = fakeServer({
        'GET /api/dashboard': () => Response.json(dashboardFor(answered)),
        'GET /api/requirement/7/reviews': () => Response.json({ reviews: [reviewFixture({ versionId: sent.id })] }),
        'GET /api/artwork/version/44/annotations': () => Response.json(annotationPageFixture(sent.id)),
      });
      await renderPage({ path: '/', at: '/', component: DashboardPage, role: ROLES.exhibitor });
      const checklistReads = () => server.requests.filter((request) => request.path === '/api/artwork/checklist').length;
      const waitingRead = () => waitFor(() => expect(server.pending().map((request) => request.path)).toEqual(['/api/artwork/checklist']));
      const item = () => screen.findByRole('heading', { name: wall.name, level: 3 }).then((heading) => heading.closest('li')!);
      const stillToSend = () => screen.queryByRole('heading', { name: ARTWORK_FIGURE_TEXTS.owedTitle, level: 4 });
      const answer = async (checklist: Checklist) => {
        await waitingRead();
        answered = checklist;
        await server.answer(Response.json(checklist));
      };
      /** What is shown follows the checklist answered last: its badge, and the home's "Still to send" with it. */
      const showsData = async (data: Checklist | null) => {
        if (data === null) return;
        const card = await item();
        await waitFor(() => expect(within(card).getAllByText(data === waiting ? 'Submitted' : 'Changes requested').length).toBeGreaterThan(0));
        if (data === decided) await waitFor(() => expect(stillToSend()?.closest('div')).toHaveTextContent(`${wall.name}Changes requested`));
        else await waitFor(() => expect(stillToSend()).toBeNull());
      };

      await path.test({
        states: {
          loading: async (state) => {
            const { data } = (state as State).context;
            await waitingRead();
            if (data === null) expect(screen.getByText(ARTWORK_TEXTS.loadingChecklist)).toBeInTheDocument();
            else await showsData(data);
          },
          watching: async (state) => {
            await showsData((state as State).context.data);
            expect(screen.queryByRole('alert')).toBeNull();
            expect(server.pending()).toHaveLength(0);
          },
          current: async (state) => {
            await showsData((state as State).context.data);
            expect(screen.queryByRole('alert')).toBeNull();
            // Nothing waits for a reviewer: no read comes unless the page asks.
            const reads = checklistReads();
            await act(() => vi.advanceTimersByTimeAsync(CHECKLIST_POLL_MS));
            expect(checklistReads()).toBe(reads);
          },
          failed: async (state) => {
            const { data } = (state as State).context;
            expect(await screen.findByRole('alert')).toHaveTextContent(loadFailure);
            expect(screen.getByRole('button', { name: LIST_TEXTS.retry })).toBeEnabled();
            await showsData(data);
          },
        },
        events: {
          'checklist.refresh': () => {
            // The company comes back to the page from another tab or window.
            window.dispatchEvent(new Event('focus'));
          },
          ...({
            'xstate.done.actor.load': ({ event }: { event: { output: Checklist } }) => answer(event.output),
            'xstate.error.actor.load': async () => {
              await waitingRead();
              await server.answer(Response.json({ message: loadFailure }, { status: 503 }));
            },
            'xstate.after.poll.checklist.watching': () => act(() => vi.advanceTimersByTimeAsync(CHECKLIST_POLL_MS)),
          } as object),
        },
      });
    });
  }
});
