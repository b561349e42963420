import { accountApi } from './accounts';
import { eventOrganiser, eventOrganisersPage, type EventOrganiserBody } from './contract';

export const organisersApi = accountApi<typeof eventOrganiser, typeof eventOrganisersPage, EventOrganiserBody>({
  listPath: 'event-organisers',
  itemPath: 'event-organiser',
  entity: eventOrganiser,
  page: eventOrganisersPage,
  listKey: 'eventOrganisers',
});
