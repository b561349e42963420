import { LAYOUT_TEXTS, LIST_TEXTS, MENU_TEXTS, MESSAGES, NOT_FOUND_TEXTS, PAGE_TITLES, ROLE_LABELS, SEARCH_SCOPES, SEARCH_TEXTS, STATUSES, TEXT_LIMITS } from '../../api/contract';
import { pick, textsOf } from '../pick';

/** The staff screens' English texts of this area (staff-sources.ts): what they show, by where it is defined. */
export const TEXTS: readonly string[] = [
  // The shell: the sidebar's menu, the header, the user menu, a page loading, a toast's close button.
  ...pick(LAYOUT_TEXTS, ['home', 'editProfile', 'signOut', 'toggleSidebar', 'userMenu', 'loading', 'close', 'notification', 'notifications', 'darkMode', 'lightMode', 'mainMenu', 'menuHeading']),
  ...textsOf(MENU_TEXTS),
  // Every page's title, as its header and the browser's tab name it.
  ...textsOf(PAGE_TITLES),
  ...textsOf(NOT_FOUND_TEXTS),
  // The Ctrl/Cmd+K palette as staff open it: its groups, states and keys, each scope's words.
  ...textsOf(SEARCH_TEXTS),
  ...textsOf(SEARCH_SCOPES),
  // The lists: pagination, search, filters, row actions, empty states, the delete confirmation.
  ...textsOf(LIST_TEXTS).filter((text) => text !== LIST_TEXTS.exportFileName),
  ...STATUSES,
  ...textsOf(ROLE_LABELS),
  // The server's plain answers a staff screen shows as it receives them.
  ...pick(MESSAGES, [
    'pleaseLogin', 'emailTaken', 'passwordLength', 'forbidden', 'notFound', 'invalidRequest', 'payloadTooLarge', 'malformedJson', 'unsupportedMediaType',
    'serverError', 'somethingWrong', 'networkError', 'tooManyRequests', 'sessionExpired', 'failedSendResetLink', 'resetLinkSent', 'controlCharacters',
    'mustBeText', 'pageInvalid', 'idInvalid', 'limitInvalid', 'statusFilterInvalid', 'emailInvalid', 'firstNameRequired', 'lastNameRequired', 'emailRequired',
  ]),
  // A text field's refusal of a text too long, for each length a field of the contract allows.
  ...[...TEXT_LIMITS].map((max) => MESSAGES.tooLong(max)),
];
