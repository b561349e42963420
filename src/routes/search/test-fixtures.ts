import type { SearchResults } from '../../api/contract';

/** A search with a typo, and what the server found for it: a company, then two events. */
export const QUERY = 'exibitor';

export const found: SearchResults = {
  query: QUERY,
  groups: [
    {
      kind: 'company',
      hits: [{ kind: 'company', id: 4, title: 'Nimbus Exhibitor Graphics', details: ['Nia Okafor', 'nia@example.com'], path: '/exhibiting-companies/view/4' }],
    },
    {
      kind: 'event',
      hits: [
        { kind: 'event', id: 7, title: 'Exhibitors Expo', details: ['Hall A', 'Berlin'], path: '/event-details/7' },
        { kind: 'event', id: 8, title: 'Tech Exhibition', details: [], path: '/event-details/8' },
      ],
    },
  ],
};

export const nothing: SearchResults = { query: QUERY, groups: [] };
