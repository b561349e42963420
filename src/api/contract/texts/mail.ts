/**
 * The emails the product sends, in ICU MessageFormat: the catalogs translate each (mail-wording.ts
 * makes the emails of them), a count in the plural forms of the reader's language.
 */

/** Every email's first line, in ICU MessageFormat (the catalogs translate it). */
export const MAIL_GREETING = 'Hello {firstName},';

/**
 * An ICU message with values and plurals (`{minutes, plural, one {# minute} other {# minutes}}`)
 * as an email template writes it (`{{validMinutes|one:# minute|other:# minutes}}`), each value
 * renamed to its template variable: one English text serves the catalogs and the template.
 */
export function templateOfMessage(message: string, variables: Record<string, string>): string {
  const name = (value: string) => variables[value] ?? value;
  return message
    .replace(/\{(\w+),\s*plural,((?:\s*=?\w+\s*\{[^{}]*\})+)\s*\}/g, (_, value: string, forms: string) =>
      `{{${name(value)}|${[...forms.matchAll(/(=?\w+)\s*\{([^{}]*)\}/g)].map(([, selector, text]) => `${selector}:${text}`).join('|')}}}`,
    )
    .replace(/\{(\w+)\}/g, (_, value: string) => `{{${name(value)}}}`);
}

/** An English message whose placeholders are plain (`{name}`), filled: for a sample written where no catalog is at hand. */
export const withValues = (message: string, values: Readonly<Record<string, string | number>>) =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The wording of the emails the server sends: the defaults of their templates (texts/email-templates.ts) are made of these lines. */
export const MAIL_TEXTS = {
  resetSubject: 'Set your password',
  resetIntro: 'Someone asked to set a new password for your Event Artwork Upload Management account.',
  resetAction: 'Set your password',
  resetExpiry: 'This link works once and expires in {minutes, plural, one {# minute} other {# minutes}}.',
  resetIgnore: 'If you did not ask for this, you can ignore this email: your password stays the same.',
  emailChangedSubject: 'Your sign-in email was changed',
  emailChangedBody: 'The email address you sign in with was changed to {email}.',
  emailChangedWarning: 'If you did not make this change, contact your administrator at once.',
} as const;

/** The email a company gets when it is added to an event with a new account. */
export const INVITE_MAIL_TEXTS = {
  subject: 'You are invited to Event Artwork Upload Management',
  intro: '{companyName} has been added as an exhibitor at {eventName}. Set a password to sign in and deliver your artwork.',
  action: 'Set your password',
  expiry: 'This link works once and expires in {days, plural, one {# day} other {# days}}.',
  later: 'If it has expired, use “Forgot password?” on the sign-in page to get a new one.',
} as const;

/** The email a company gets when its artwork is decided on. */
export const DECISION_MAIL_TEXTS = {
  subject: 'Your artwork for {eventName}: {decision}',
  intro: 'Your artwork “{requirementName}” for {eventName} was reviewed: {decision}.',
  reasons: 'Reasons: {reasons}',
  action: 'See it here',
} as const;

/** The email a company gets before a deadline while it still owes artwork. */
export const REMINDER_MAIL_TEXTS = {
  subject: 'Artwork for {eventName} is due {daysLeft, plural, =0 {today} one {in # day} other {in # days}}',
  intro: '{companyName} still owes this artwork for {eventName}, due {deadline}:',
  action: 'Upload it here',
} as const;

/** The emails an organiser gets: the invitation to set a password, and each event they are assigned to. */
export const ORGANISER_MAIL_TEXTS = {
  inviteSubject: 'You are invited as an event organiser',
  inviteIntro: 'An administrator made you an event organiser account. Set your own password to sign in: you will see the events you are assigned to, their exhibitors and the artwork they deliver.',
  assignedSubject: 'You are an organiser of {eventName}',
  assignedIntro: 'You have been assigned to organise {eventName}, which starts {eventStart}. You can now see its exhibitors, check and review their artwork.',
  assignedAction: 'Open the event',
} as const;

/** The hourly email to an organiser about the artwork submitted on their events. */
export const DIGEST_MAIL_TEXTS = {
  subject: '{count, plural, one {# new artwork submission} other {# new artwork submissions}} for {eventName}',
  intro: 'New artwork is waiting for review at {eventName}:',
  action: 'Review it here',
  /** One submission in the list; `lineAt` when the email covers several events. */
  line: '{companyName}: {requirementName} (v{version})',
  lineAt: '{companyName}: {requirementName} (v{version}) at {eventName}',
} as const;

/** The emails to an approval stage's reviewers: a version reached their stage, or its days passed without their decision. */
export const STAGE_MAIL_TEXTS = {
  openedSubject: 'Your review at {stageName}: {requirementName} for {eventName}',
  openedIntro: 'Version {version} of {companyName}’s “{requirementName}” for {eventName} is waiting for your decision at the {stageName} stage.',
  openedDue: 'Please decide by the end of {dueOn}.',
  overdueSubject: 'Overdue review at {stageName}: {requirementName} for {eventName}',
  overdueIntro: 'Version {version} of {companyName}’s “{requirementName}” for {eventName} still waits for your decision at the {stageName} stage, which was due by the end of {dueOn}.',
} as const;

/** The invitation of a guest reviewer (a printer, say) named at an approval stage. */
export const GUEST_MAIL_TEXTS = {
  subject: 'You are invited to review artwork for {eventName}',
  greeting: 'Hello,',
  intro: '{inviterName} invited you to review artwork for {eventName} at the {stageName} stage. You need no account: your personal link signs you in.',
  action: 'Review the artwork here',
  expiry: 'The link works for {hours, plural, one {# hour} other {# hours}}; opened later, it offers to send you a fresh one. Your access ends when the event ends.',
} as const;

/** The emails of self-registration: the link that confirms an address, and the notice to an address that already has an account. */
export const REGISTRATION_MAIL_TEXTS = {
  confirmSubject: 'Confirm your email address',
  confirmIntro: 'Thank you for signing up to Event Artwork Upload Management. Confirm that this address is yours to finish: you will be asked for the password you chose.',
  confirmAction: 'Confirm your email',
  confirmExpiry: 'This link expires in {hours, plural, one {# hour} other {# hours}}. Until you confirm, no account exists for this address.',
  confirmIgnore: 'If you did not sign up, you can ignore this email: no account is made.',
  existsSubject: 'You already have an account',
  existsIntro: 'Someone, perhaps you, tried to sign up to Event Artwork Upload Management with this email address. It already has an account, so nothing was changed.',
  existsAction: 'Sign in with your password, or if you have forgotten it, ask for a new one here',
  existsIgnore: 'If it was not you, you can ignore this email.',
} as const;

/** The emails that sign in without a password: a fresh sign-in link, and a code. */
export const SIGN_IN_MAIL_TEXTS = {
  signInNow: 'Sign in now, without a password',
  linkSubject: 'Your sign-in link',
  linkIntro: 'Here is a fresh personal link to Event Artwork Upload Management. It signs you in and opens the page your earlier link led to.',
  linkExpiry: 'This link works once and expires in {hours, plural, one {# hour} other {# hours}}. Do not forward it: it signs in as you.',
  codeSubject: 'Your sign-in code',
  codeIntro: 'Type this code on the sign-in page:',
  codeExpiry: 'It works once, for {minutes, plural, one {# minute} other {# minutes}}. Nobody from us will ever ask you for it.',
  ignore: 'If you did not ask for this, you can ignore this email: nobody can sign in without it.',
} as const;
