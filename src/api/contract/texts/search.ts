/** Ctrl/Cmd+K search: the palette, its groups and its states, and the API's messages. */
import { MENU_TEXTS } from './app';

export const SEARCH_TEXTS = {
  /** The palette's name, and its box's. */
  title: 'Search',
  inputLabel: 'Search',
  searching: 'Searching...',
  noResults: 'Nothing found for “{query}”.',
  failed: 'Search is not answering right now.',
  retry: 'Try again',
  /** Said to screen readers when results arrive. */
  resultCount: '{count, plural, one {# result} other {# results}}',
  groups: {
    organiser: MENU_TEXTS.organisers,
    owner_admin: MENU_TEXTS.ownerAdmins,
    company: MENU_TEXTS.exhibitors,
    event: MENU_TEXTS.events,
    submission: 'Artwork Submissions',
  },
  /** The keys the palette listens to, as its footer shows them. */
  keys: { move: 'to move', open: 'to open', close: 'to close' },
  escape: 'esc',
} as const;

/**
 * What each role can find: the header's search button and the palette's box say it, and the
 * palette's hint before anything is typed. Apart from SEARCH_TEXTS, so that the layout carries only these.
 */
export const SEARCH_SCOPES = {
  people: { placeholder: 'Search people, companies and events...', hint: 'Type a name, an email, a company or an event. Small typos are forgiven.' },
  artwork: { placeholder: 'Search events and artwork...', hint: 'Type an event, a company or a requirement. Small typos are forgiven.' },
  events: { placeholder: 'Search events...', hint: 'Type an event’s name, venue or city. Small typos are forgiven.' },
} as const;

export const SEARCH_MESSAGES = {
  queryRequired: 'Type something to search for.',
} as const;
