// The event page, as the path tests of its sections render it.
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '../../api/client';
import { ROLES } from '../../api/contract';
import type { crudListMachine } from '../../machines/crud-list.machine';
import { fakeServer, type FakeServer } from '../../test/fake-server';
import { renderPage } from '../../test/render-page';
import { EventDetailsPage } from './EventDetailsPage';
import { matrixPage } from '../../test/fixtures/matrix';
import { eventFixture, exhibitorsPage } from '../../test/fixtures/events';
import { noFlowRoutes } from '../../test/fixtures/approval-flows';

export const pageEvent = eventFixture({ id: 5, timeZone: 'Europe/Berlin' });

/** Every read of the page answered at once with nothing in it, but those a test leaves out: they wait for the test. */
export function serveEventPage(leaveOut: string) {
  const routes: Parameters<typeof fakeServer>[0] = {
    'GET /api/event/5': () => Response.json(pageEvent),
    'GET /api/event/5/exhibitors': () => Response.json(exhibitorsPage([])),
    'GET /api/event/5/requirements': () => Response.json({ requirements: [] }),
    'GET /api/review-queue': () => Response.json({ items: [] }),
    'GET /api/event/5/matrix': () => Response.json(matrixPage([])),
    ...noFlowRoutes(5),
  };
  delete routes[leaveOut];
  return fakeServer(routes);
}

export const renderEventPage = () => renderPage({ path: '/event-details/$id', at: '/event-details/5', component: EventDetailsPage, role: ROLES.organizer });

type ListState = SnapshotFrom<typeof crudListMachine>;

/**
 * What a list section of the page offers in a state: Add while the list shows, a row's actions
 * once it has rows, the modal's and the confirmation's buttons while they are open, and only
 * answers to the request in flight.
 */
export function sectionOffers(state: ListState, type: string): boolean {
  switch (type) {
    case 'list.add':
      return ['loading', 'loaded', 'empty', 'error'].some((value) => state.matches(value as never));
    case 'list.edit':
    case 'list.delete':
      return state.matches('loaded') && state.context.rows.length > 0;
    case 'edit.close':
    case 'edit.saved':
      return state.matches('editing');
    case 'delete.cancel':
    case 'delete.confirm':
      return state.matches('confirmingDelete');
    case 'xstate.done.actor.fetchPage':
    case 'xstate.error.actor.fetchPage':
      return state.matches('loading');
    default:
      return state.matches('deleting');
  }
}

/** A delete's answer and a closed modal each get a path of their own. */
export const arrivalOf = (step?: { type: string }) => (step && /actor\.remove|edit\.close/.test(step.type) ? step.type : null);

/** The server's answers to a failed read, and to a delete both ways, each checked on the page. */
export function sectionAnswers(server: FakeServer, removed: { message: string; [field: string]: unknown }) {
  const refuse = (error: ApiError) => server.answerLatest(Response.json({ message: error.message }, { status: error.status }));
  return {
    'xstate.error.actor.fetchPage': ({ event }: { event: { error: ApiError } }) => refuse(event.error),
    'xstate.done.actor.remove': async () => {
      await server.answerLatest(Response.json(removed));
      expect(await screen.findByText(removed.message)).toBeVisible();
    },
    'xstate.error.actor.remove': async ({ event }: { event: { error: ApiError } }) => {
      await refuse(event.error);
      expect(await screen.findByText(event.error.message)).toBeVisible();
    },
  };
}
