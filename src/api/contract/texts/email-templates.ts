/** The editable email templates: each email's name, its variables, its default wording, and the editor's strings. */
import type { EmailTemplateKey, EmailVariableName } from '../email-variables';
import { formatDayIn, formatInstant } from '../dates';
import { DIFFERENCE_TEXTS } from './differences';
import { englishWording } from './mail-wording';
import { withValues } from './mail';

interface TemplateTexts<K extends EmailTemplateKey> {
  name: string;
  description: string;
  /** What each variable holds, and the value the preview shows for it. */
  variables: Record<EmailVariableName<K>, { description: string; sample: string }>;
  subject: string;
  /** Paragraphs apart by a blank line; `{{name}}` where a variable goes. */
  body: string;
}


const firstName = { description: 'The first name of the person the email is sent to.', sample: 'Ada' };
const eventName = { description: 'The name of the event.', sample: 'Print Fair 2026' };
const companyName = { description: 'The exhibiting company’s name.', sample: 'Northwind Displays' };
const sampleLink = (path: string) => `https://artwork.example.com${path}`;

/** The variables of the emails to an approval stage's reviewers. */
const stageVariables = {
  firstName,
  eventName,
  companyName,
  requirementName: { description: 'The artwork to review, as the event asks for it.', sample: 'Booth back wall' },
  version: { description: 'The number of the version to review, as reviewers see it.', sample: '2' },
  stageName: { description: 'The approval stage the version waits at.', sample: 'Venue safety' },
  dueOn: { description: 'The last day the stage allows for decisions, on the event’s clock with its time zone.', sample: formatDayIn('2026-03-04', 'Europe/London') },
  link: { description: 'The reviewer’s personal sign-in link to the version’s review page (a plain link when an admin turned sign-in links off for staff).', sample: sampleLink('/signin/link?token=sample') },
};

/**
 * The default of every email the product sends. An edited template is stored; these are what
 * "Reset to default" goes back to. Each takes its subject and body from its wording
 * (mail-wording.ts), which the catalogs translate into the recipient's language.
 */
export const EMAIL_TEMPLATE_DEFAULTS: { [K in EmailTemplateKey]: TemplateTexts<K> } = {
  'reset-link': {
    name: 'Password reset link',
    description: 'Sent when someone asks for a link to set a new password, or an administrator sends one.',
    variables: {
      firstName,
      link: { description: 'The link that opens the page to set a new password.', sample: sampleLink('/set-password?token=sample') },
      validMinutes: { description: 'How many minutes the link works.', sample: '30' },
    },
    ...englishWording('reset-link'),
  },
  invitation: {
    name: 'Welcome (exhibitor invitation)',
    description: 'Sent to a company that is added to an event with a new account, so it can set its password.',
    variables: {
      firstName,
      companyName,
      eventName,
      link: { description: 'The link that opens the page to set a password.', sample: sampleLink('/set-password?token=sample') },
      validDays: { description: 'How many days the link works.', sample: '7' },
      signInLink: { description: 'The company’s personal link that signs it in at once, without a password, and opens its artwork (works once, for 72 hours).', sample: sampleLink('/signin/link?token=sample') },
    },
    ...englishWording('invitation'),
  },
  'email-changed': {
    name: 'Sign-in email changed',
    description: 'Sent to the previous address when an account’s sign-in email is changed.',
    variables: {
      firstName,
      newEmail: { description: 'The new address the account signs in with.', sample: 'ada.new@example.com' },
    },
    ...englishWording('email-changed'),
  },
  'confirm-registration': {
    name: 'Confirm sign-up',
    description: 'Sent when someone signs up, so that the account is made only once the address is shown to be theirs.',
    variables: {
      firstName,
      link: { description: 'The link that opens the page to confirm the sign-up.', sample: sampleLink('/confirm-signup?token=sample') },
      validHours: { description: 'How many hours the link works.', sample: '24' },
    },
    ...englishWording('confirm-registration'),
  },
  'registration-exists': {
    name: 'Sign-up for an existing account',
    description: 'Sent instead of a confirmation when someone signs up with an address that already has an account.',
    variables: {
      firstName,
      link: { description: 'The link to the page that sends a new password link.', sample: sampleLink('/reset-password') },
    },
    ...englishWording('registration-exists'),
  },
  'artwork-decision': {
    name: 'Artwork decision',
    description: 'Sent to the exhibiting company when a reviewer approves its artwork or asks for changes.',
    variables: {
      firstName,
      companyName,
      eventName,
      requirementName: { description: 'The artwork that was reviewed, as the event asks for it.', sample: 'Booth back wall' },
      decision: { description: 'The decision in words: approved, or changes requested.', sample: 'Changes requested' },
      reasons: { description: 'When changes are requested, the reasons the reviewer chose.', sample: 'Reasons: Colour, Size' },
      comment: { description: 'The reviewer’s comment, if any.', sample: 'Please extend the background into the 3 mm bleed.' },
      changesMade: {
        description: 'For a version after the first: each note carried from the version before, under its number, and whether this version changed at its place (with the changed region’s number and page), or why that is not known.',
        sample: [
          withValues(DIFFERENCE_TEXTS.carriedHeading, { base: 1, version: 2, count: 2 }),
          `${withValues(DIFFERENCE_TEXTS.carriedNote, { number: 1, text: 'Move the logo 10 mm right.' })}\n${withValues(DIFFERENCE_TEXTS.changedAt, { regions: withValues(DIFFERENCE_TEXTS.regionAt, { number: 1, page: 1 }) })}`,
          `${withValues(DIFFERENCE_TEXTS.carriedNote, { number: 2, text: 'Make the headline larger.' })}\n${DIFFERENCE_TEXTS.unchangedHere}`,
        ].join('\n\n'),
      },
      annotations: {
        description: 'When changes are requested, the open notes pinned on the artwork, under the numbers they keep on every version, each with the replies in its thread, its place in millimetres from the trim, a crop of the artwork round it and a link to it.',
        sample: `Notes on the artwork (1):\n3. Move the logo 5 mm left\nReply from Carl Company: Is 5 mm enough?\n12 mm from the left trim, 40 mm from the top\n${sampleLink('/?version=1&annotation=1')}`,
      },
      link: { description: 'The company’s personal link that signs it in and opens this artwork (works once, for 72 hours).', sample: sampleLink('/signin/link?token=sample') },
    },
    ...englishWording('artwork-decision'),
  },
  'new-submission': {
    name: 'New submissions',
    description: 'Sent to an event’s organisers when companies submit artwork, at most once an hour.',
    variables: {
      firstName,
      eventName,
      count: { description: 'How many submissions arrived.', sample: '3' },
      submissions: { description: 'The companies and artwork submitted, one per line.', sample: 'Northwind Displays: Booth back wall\nContoso Signs: Logo' },
      link: { description: 'The organiser’s personal sign-in link to the event’s review queue (a plain link when an admin turned sign-in links off for staff).', sample: sampleLink('/signin/link?token=sample') },
    },
    ...englishWording('new-submission'),
  },
  'deadline-reminder': {
    name: 'Deadline reminder',
    description: 'Sent before an artwork deadline to companies that still owe artwork.',
    variables: {
      firstName,
      companyName,
      eventName,
      deadline: { description: 'When the artwork is due, on the event’s clock with its time zone.', sample: formatInstant('2026-03-01T17:00:00Z', 'Europe/London') },
      daysLeft: { description: 'How many days are left until the deadline.', sample: '3' },
      missing: { description: 'The artwork the company still owes, one per line.', sample: 'Booth back wall\nLogo' },
      link: { description: 'The company’s personal link that signs it in and opens the artwork it owes (works once, for 72 hours).', sample: sampleLink('/signin/link?token=sample') },
    },
    ...englishWording('deadline-reminder'),
  },
  'sign-in-link': {
    name: 'Fresh sign-in link',
    description: 'Sent when someone opens a sign-in link that has expired or was used and asks for a fresh one.',
    variables: {
      firstName,
      link: { description: 'The personal link that signs in and opens the page the old link opened.', sample: sampleLink('/signin/link?token=sample') },
      validHours: { description: 'How many hours the link works.', sample: '72' },
    },
    ...englishWording('sign-in-link'),
  },
  'sign-in-code': {
    name: 'Sign-in code',
    description: 'Sent when someone asks on the sign-in page for a code instead of typing a password.',
    variables: {
      firstName,
      code: { description: 'The 6-digit code to type on the sign-in page.', sample: '482913' },
      validMinutes: { description: 'How many minutes the code works.', sample: '10' },
    },
    ...englishWording('sign-in-code'),
  },
  'organiser-invitation': {
    name: 'Welcome (organiser invitation)',
    description: 'Sent to an event organiser an administrator creates, so they can set their own password.',
    variables: {
      firstName,
      link: { description: 'The link that opens the page to set a password.', sample: sampleLink('/set-password?token=sample') },
      validDays: { description: 'How many days the link works.', sample: '7' },
    },
    ...englishWording('organiser-invitation'),
  },
  'event-assignment': {
    name: 'Assigned to an event',
    description: 'Sent to an event organiser when they are assigned to an event.',
    variables: {
      firstName,
      eventName,
      eventStart: { description: 'When the event starts, on its own clock.', sample: formatInstant('2026-03-10T09:00:00Z', 'Europe/London') },
      link: { description: 'The link to the event’s page.', sample: sampleLink('/event-details/1') },
    },
    ...englishWording('event-assignment'),
  },
  'stage-opened': {
    name: 'Approval stage opened',
    description: 'Sent to the reviewers of an approval stage when a version reaches it: on submission for the first stage, and when the stage before approves. Events without an approval flow do not send it.',
    variables: stageVariables,
    ...englishWording('stage-opened'),
  },
  'stage-overdue': {
    name: 'Approval stage overdue',
    description: 'Sent once to the reviewers an approval stage still waits for, when the days it allows have passed without their decision.',
    variables: stageVariables,
    ...englishWording('stage-overdue'),
  },
  'guest-invitation': {
    name: 'Guest reviewer invitation',
    description: 'Sent to a guest reviewer (someone without an account, a printer say) when an approval flow names their email at a stage, and when their revoked access is granted again.',
    variables: {
      eventName,
      stageName: { description: 'The approval stage the guest is invited to review at.', sample: 'Printer' },
      inviterName: { description: 'Who saved the approval flow that invited the guest.', sample: 'Orla Byrne' },
      validHours: { description: 'How many hours the link works; opened later, it offers a fresh one.', sample: '72' },
      link: { description: 'The guest’s personal sign-in link to the versions waiting at their stage.', sample: sampleLink('/signin/link?token=sample') },
    },
    ...englishWording('guest-invitation'),
  },
};

/** The Email Templates page. */
export const EMAIL_TEMPLATE_TEXTS = {
  templates: 'Templates',
  language: 'Language',
  needsReview: 'Needs review',
  needsReviewHint: 'The English version was edited after this translation. Read it against the English below and save it once it says the same.',
  englishVersion: 'English version',
  /** `categories`: the language's plural categories, apart by commas. */
  pluralCategories: "This language's forms: {categories}.",
  edited: 'Edited',
  standard: 'Default',
  subject: 'Subject',
  body: 'Body',
  variables: 'Variables',
  variablesHint: 'Click a variable to insert it where the cursor is.',
  pluralHint: 'A number takes its plural forms like this, # where the number goes:',
  pluralExample: '{{daysLeft|=0:today|one:in # day|other:in # days}}',
  previewCount: "Preview '{{'{name}'}}' as",
  insert: "Insert '{{'{name}'}}'",
  preview: 'Preview',
  previewHint: 'With sample values, as the email will look.',
  previewLabel: 'Email preview',
  save: 'Save',
  saving: 'Saving...',
  reset: 'Reset to default',
  resetTitle: 'Reset to default?',
  resetMessage: '“{name}” goes back to its default subject and body. Your edits are lost.',
  resetConfirm: 'Reset',
  cancel: 'Cancel',
  saved: 'Template saved.',
  resetDone: 'Template reset to default.',
  loadFailed: 'The templates could not be loaded.',
  retry: 'Try again',
} as const;

/** The server's messages about a template. */
export const EMAIL_TEMPLATE_MESSAGES = {
  subjectRequired: 'Subject is required',
  bodyRequired: 'Body is required',
  subjectOneLine: 'The subject must be one line.',
  unknownVariables: (names: string[]) =>
    `${names.length === 1 ? 'Unknown variable' : 'Unknown variables'}: ${names.map((name) => `{{${name}}}`).join(', ')}. Use the variables listed.`,
  pluralNotNumber: (name: string) => `{{${name}}} is not a number, so it has no plural forms.`,
  pluralFormInvalid: (name: string, categories: readonly string[]) =>
    `The plural forms of {{${name}}} are ${[...categories, '=N'].map((selector) => `${selector}:`).join(', ')} each followed by its text, apart by |.`,
  pluralOtherMissing: (name: string) => `The plural forms of {{${name}}} need an other: form.`,
  /**
   * The same refusals as the editor says them before sending, in the reader's language (the
   * functions above word the server's, in English): `names` each unknown `{{name}}` apart by commas,
   * `forms` each `selector:` the language takes apart by commas.
   */
  unknownVariablesSaid: '{count, plural, one {Unknown variable} other {Unknown variables}}: {names}. Use the variables listed.',
  pluralNotNumberSaid: "'{{'{name}'}}' is not a number, so it has no plural forms.",
  pluralFormInvalidSaid: "The plural forms of '{{'{name}'}}' are {forms} each followed by its text, apart by |.",
  pluralOtherMissingSaid: "The plural forms of '{{'{name}'}}' need an other: form.",
} as const;
