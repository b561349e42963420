import {
  ARTWORK_FIGURE_TEXTS, AUDIT_ACTION_NAMES, AUDIT_AREA_NAMES, AUDIT_MESSAGES, AUDIT_SUBJECT_KINDS, AUDIT_TEXTS, EMAIL_TEMPLATE_DEFAULTS, EMAIL_TEMPLATE_MESSAGES, EMAIL_TEMPLATE_TEXTS, SIGN_IN_METHOD_NAMES,
  SIGN_IN_TEXTS,
} from '../../api/contract';
import { pick, textsOf } from '../pick';

/** The staff screens' English texts of this area (staff-sources.ts): what they show, by where it is defined. */
export const TEXTS: readonly string[] = [
  // The audit log: its columns, filters, states, and each area, action and kind of subject in words.
  ...textsOf(AUDIT_TEXTS),
  ...textsOf(AUDIT_AREA_NAMES),
  ...textsOf(AUDIT_ACTION_NAMES),
  ...textsOf(AUDIT_SUBJECT_KINDS),
  // An entry's detail: how someone signed in, whether staff sign-in links were turned on or off.
  ...textsOf(SIGN_IN_METHOD_NAMES),
  ...textsOf(SIGN_IN_TEXTS.staffLinksState),
  // The server's refusals of a mangled filter, shown as the log's failure.
  ...textsOf(AUDIT_MESSAGES),
  // The Email Templates editor; the plural example is a template's own syntax, shown as written.
  ...textsOf(EMAIL_TEMPLATE_TEXTS).filter((text) => text !== EMAIL_TEMPLATE_TEXTS.pluralExample),
  // Each email as the editor names it, what it is for and what each of its variables holds (not their samples, nor the wording: the mail catalogs have it).
  ...Object.values(EMAIL_TEMPLATE_DEFAULTS).flatMap((template) => [
    template.name,
    template.description,
    ...Object.values(template.variables as Record<string, { description: string }>).map((variable) => variable.description),
  ]),
  // The server's plain refusals of a template (those naming variables are the server's own, in English).
  ...textsOf(EMAIL_TEMPLATE_MESSAGES),
  // The artwork figures of a staff or an organiser's home (a company's progress is every reader's catalog's).
  ...pick(ARTWORK_FIGURE_TEXTS, ['title', 'staffHint', 'organiserHint', 'ofAsked', 'awaitingHint', 'changesHint', 'overdueHint', 'byEventTitle', 'event', 'asked', 'moreEvents', 'openFiltered', 'noArtwork']),
  ...textsOf(ARTWORK_FIGURE_TEXTS.figures),
];
