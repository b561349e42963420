/** Every email as its lines: one wording makes its English default and its default in every language. */
import type { EmailTemplateKey } from '../email-variables';
import {
  DECISION_MAIL_TEXTS,
  DIGEST_MAIL_TEXTS,
  GUEST_MAIL_TEXTS,
  INVITE_MAIL_TEXTS,
  MAIL_GREETING,
  MAIL_TEXTS,
  ORGANISER_MAIL_TEXTS,
  REGISTRATION_MAIL_TEXTS,
  REMINDER_MAIL_TEXTS,
  SIGN_IN_MAIL_TEXTS,
  STAGE_MAIL_TEXTS,
  templateOfMessage,
} from './mail';

/**
 * A line of an email: an ICU message the catalogs translate, its values being the template's
 * variables (`as` renames one where the two names differ), optionally followed by `: {{link}}`;
 * or a variable shown alone (`show`), which no language words.
 */
export type MailLine = { say: string; as?: Readonly<Record<string, string>>; link?: string } | { show: string };

export interface MailWording {
  subject: MailLine;
  body: readonly MailLine[];
}

const say = (message: string, as?: Record<string, string>): MailLine => (as ? { say: message, as } : { say: message });
const sayLink = (message: string, link: string): MailLine => ({ say: message, link });
const show = (variable: string): MailLine => ({ show: variable });
const greeting = say(MAIL_GREETING);

/**
 * Every email, sent in the recipient's language: the account's (a guest's is the language of the
 * organiser who first invited it), or for a sign-up not yet confirmed the one its page was shown in.
 */
export const MAIL_WORDINGS = {
  invitation: {
    subject: say(INVITE_MAIL_TEXTS.subject),
    body: [
      greeting,
      say(INVITE_MAIL_TEXTS.intro),
      sayLink(SIGN_IN_MAIL_TEXTS.signInNow, 'signInLink'),
      sayLink(INVITE_MAIL_TEXTS.action, 'link'),
      say(INVITE_MAIL_TEXTS.expiry, { days: 'validDays' }),
      say(INVITE_MAIL_TEXTS.later),
    ],
  },
  'reset-link': {
    subject: say(MAIL_TEXTS.resetSubject),
    body: [greeting, say(MAIL_TEXTS.resetIntro), sayLink(MAIL_TEXTS.resetAction, 'link'), say(MAIL_TEXTS.resetExpiry, { minutes: 'validMinutes' }), say(MAIL_TEXTS.resetIgnore)],
  },
  'email-changed': {
    subject: say(MAIL_TEXTS.emailChangedSubject),
    body: [greeting, say(MAIL_TEXTS.emailChangedBody, { email: 'newEmail' }), say(MAIL_TEXTS.emailChangedWarning)],
  },
  'artwork-decision': {
    subject: say(DECISION_MAIL_TEXTS.subject),
    body: [greeting, say(DECISION_MAIL_TEXTS.intro), show('reasons'), show('comment'), show('changesMade'), show('annotations'), sayLink(DECISION_MAIL_TEXTS.action, 'link')],
  },
  'deadline-reminder': {
    subject: say(REMINDER_MAIL_TEXTS.subject),
    body: [greeting, say(REMINDER_MAIL_TEXTS.intro), show('missing'), sayLink(REMINDER_MAIL_TEXTS.action, 'link')],
  },
  'sign-in-link': {
    subject: say(SIGN_IN_MAIL_TEXTS.linkSubject),
    body: [greeting, say(SIGN_IN_MAIL_TEXTS.linkIntro), sayLink(SIGN_IN_MAIL_TEXTS.signInNow, 'link'), say(SIGN_IN_MAIL_TEXTS.linkExpiry, { hours: 'validHours' }), say(SIGN_IN_MAIL_TEXTS.ignore)],
  },
  'sign-in-code': {
    subject: say(SIGN_IN_MAIL_TEXTS.codeSubject),
    body: [greeting, say(SIGN_IN_MAIL_TEXTS.codeIntro), show('code'), say(SIGN_IN_MAIL_TEXTS.codeExpiry, { minutes: 'validMinutes' }), say(SIGN_IN_MAIL_TEXTS.ignore)],
  },
  'confirm-registration': {
    subject: say(REGISTRATION_MAIL_TEXTS.confirmSubject),
    body: [
      greeting,
      say(REGISTRATION_MAIL_TEXTS.confirmIntro),
      sayLink(REGISTRATION_MAIL_TEXTS.confirmAction, 'link'),
      say(REGISTRATION_MAIL_TEXTS.confirmExpiry, { hours: 'validHours' }),
      say(REGISTRATION_MAIL_TEXTS.confirmIgnore),
    ],
  },
  'registration-exists': {
    subject: say(REGISTRATION_MAIL_TEXTS.existsSubject),
    body: [greeting, say(REGISTRATION_MAIL_TEXTS.existsIntro), sayLink(REGISTRATION_MAIL_TEXTS.existsAction, 'link'), say(REGISTRATION_MAIL_TEXTS.existsIgnore)],
  },
  'organiser-invitation': {
    subject: say(ORGANISER_MAIL_TEXTS.inviteSubject),
    body: [greeting, say(ORGANISER_MAIL_TEXTS.inviteIntro), sayLink(INVITE_MAIL_TEXTS.action, 'link'), say(INVITE_MAIL_TEXTS.expiry, { days: 'validDays' }), say(INVITE_MAIL_TEXTS.later)],
  },
  'event-assignment': {
    subject: say(ORGANISER_MAIL_TEXTS.assignedSubject),
    body: [greeting, say(ORGANISER_MAIL_TEXTS.assignedIntro), sayLink(ORGANISER_MAIL_TEXTS.assignedAction, 'link')],
  },
  'new-submission': {
    subject: say(DIGEST_MAIL_TEXTS.subject),
    body: [greeting, say(DIGEST_MAIL_TEXTS.intro), show('submissions'), sayLink(DIGEST_MAIL_TEXTS.action, 'link')],
  },
  'stage-opened': {
    subject: say(STAGE_MAIL_TEXTS.openedSubject),
    body: [greeting, say(STAGE_MAIL_TEXTS.openedIntro), say(STAGE_MAIL_TEXTS.openedDue), sayLink(DIGEST_MAIL_TEXTS.action, 'link')],
  },
  'stage-overdue': {
    subject: say(STAGE_MAIL_TEXTS.overdueSubject),
    body: [greeting, say(STAGE_MAIL_TEXTS.overdueIntro), sayLink(DIGEST_MAIL_TEXTS.action, 'link')],
  },
  'guest-invitation': {
    subject: say(GUEST_MAIL_TEXTS.subject),
    body: [say(GUEST_MAIL_TEXTS.greeting), say(GUEST_MAIL_TEXTS.intro), sayLink(GUEST_MAIL_TEXTS.action, 'link'), say(GUEST_MAIL_TEXTS.expiry, { hours: 'validHours' })],
  },
} as const satisfies { [K in EmailTemplateKey]: MailWording };

/**
 * One line in a language: `word` gives the message's words, with each value left as its
 * `{{variable}}` for renderEmail to fill (a count, which picks the language's plural form, gets
 * its number there).
 */
export function lineText(line: MailLine, word: (message: string, as: Readonly<Record<string, string>>) => string): string {
  if ('show' in line) return `{{${line.show}}}`;
  const words = word(line.say, line.as ?? {});
  return line.link ? `${words}: {{${line.link}}}` : words;
}

const paragraphs = (lines: readonly string[]) => lines.join('\n\n');

/** An email's wording in `word`'s language, as a template: its subject and its body's paragraphs. */
export function wordingText(wording: MailWording, word: (message: string, as: Readonly<Record<string, string>>) => string) {
  return { subject: lineText(wording.subject, word), body: paragraphs(wording.body.map((line) => lineText(line, word))) };
}

/** The English default of a worded email, as its template reads. */
export const englishWording = (key: EmailTemplateKey) => wordingText(MAIL_WORDINGS[key], templateOfMessage);

/** Every English message the worded emails say: what the catalogs translate for them. */
export const MAIL_MESSAGES: readonly string[] = [
  ...new Set(Object.values(MAIL_WORDINGS).flatMap((wording: MailWording) => [wording.subject, ...wording.body].flatMap((line) => ('say' in line ? [line.say] : [])))),
];
