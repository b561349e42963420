// The event page, as the path tests of its sections render it.
import { ROLES } from '../../api/contract';
import { fakeServer } from '../../test/fake-server';
import { renderPage } from '../../test/render-page';
import { EventDetailsPage } from './EventDetailsPage';
import { matrixPage } from './matrix/test-fixtures';
import { eventFixture, exhibitorsPage } from './test-fixtures';

export const pageEvent = eventFixture({ id: 5, timeZone: 'Europe/Berlin' });

/** Every read of the page answered at once with nothing in it, but those a test leaves out: they wait for the test. */
export function serveEventPage(leaveOut: string) {
  const routes: Parameters<typeof fakeServer>[0] = {
    'GET /api/event/5': () => Response.json(pageEvent),
    'GET /api/event/5/exhibitors': () => Response.json(exhibitorsPage([])),
    'GET /api/event/5/requirements': () => Response.json({ requirements: [] }),
    'GET /api/review-queue': () => Response.json({ items: [] }),
    'GET /api/event/5/matrix': () => Response.json(matrixPage([])),
  };
  delete routes[leaveOut];
  return fakeServer(routes);
}

export const renderEventPage = () => renderPage({ path: '/event-details/$id', at: '/event-details/5', component: EventDetailsPage, role: ROLES.organizer });
