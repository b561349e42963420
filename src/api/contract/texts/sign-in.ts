/** Signing in without a password: the emailed sign-in link's page, the emailed code, and the admin's setting. */

/** How long an emailed sign-in link works, and a code; how many wrong codes end a code. */
export const SIGN_IN_LINK_HOURS = 72;
export const SIGN_IN_CODE_MINUTES = 10;
export const SIGN_IN_CODE_TRIES = 5;
export const SIGN_IN_CODE_LENGTH = 6;

/** How a sign-in happened, as the audit log keeps it. */
export const SIGN_IN_METHODS = ['password', 'link', 'code'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
export const SIGN_IN_METHOD_NAMES: Record<SignInMethod, string> = {
  password: 'With a password',
  link: 'With an emailed link',
  code: 'With an emailed code',
};

/** What the server answers. */
export const SIGN_IN_MESSAGES = {
  linkInvalid: 'This sign-in link has expired or was already used. We can email you a fresh one.',
  linkStaffOff: 'Sign-in links are turned off for staff accounts. Sign in with your password or a code.',
  freshLinkSent: 'A fresh sign-in link is on its way to the address the old one was sent to.',
  codeSent: 'If an account exists for that email, a sign-in code is on its way.',
  codeWrong: 'The code is wrong or has expired. Check the latest email, or send a new code.',
  codeFormat: `Enter the ${SIGN_IN_CODE_LENGTH}-digit code from the email.`,
  emailRequired: 'Enter your email address.',
  signedInByLink: 'Signed in.',
  settingsSaved: 'Sign-in settings saved.',
  staffLinksInvalid: 'staffLinks is true (staff may sign in with emailed links) or false.',
} as const;

/** The screens' words. */
export const SIGN_IN_TEXTS = {
  codeTitle: 'Sign In with a Code',
  codeHint: `We email you a ${SIGN_IN_CODE_LENGTH}-digit code instead of asking for a password. It works for ${SIGN_IN_CODE_MINUTES} minutes.`,
  sendCode: 'Send Code',
  sendingCode: 'Sending...',
  codeLabel: 'Code from the email',
  /** ICU MessageFormat: shown with `t(codeSentTo, { email })`. */
  codeSentTo: `If {email} has an account, we sent it a ${SIGN_IN_CODE_LENGTH}-digit code. It works for ${SIGN_IN_CODE_MINUTES} minutes.`,
  signInWithCode: 'Sign in',
  checkingCode: 'Signing In...',
  sendNewCode: 'Send a new code',
  usePassword: 'Sign in with a password instead',
  linkTitle: 'Sign In',
  linkHint: 'Your personal link from the email. Press the button to sign in and open your artwork.',
  linkChecking: 'Checking your link...',
  linkButton: 'Sign in',
  linkPending: 'Signing In...',
  freshLink: 'Email me a fresh link',
  freshLinkPending: 'Sending...',
  linkFailed: 'The link could not be checked. Try again.',
  tryAgain: 'Try again',
  settingsTitle: 'Sign-in links for staff',
  staffLinksLabel: 'Staff may sign in with emailed links',
  staffLinksHint: 'Off: staff sign in with a password or a code only, and their emails carry plain links. Exhibiting companies always get sign-in links.',
  /** The audit log's detail of a change of the setting. */
  staffLinksState: { on: 'Turned on', off: 'Turned off' },
} as const;
