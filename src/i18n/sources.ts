import { LAYOUT_TEXTS, MESSAGES, SIGN_IN_MESSAGES, SIGN_IN_TEXTS } from '../api/contract';
import { AUTH_TEXTS } from '../routes/auth/auth-texts';
import { PASSWORD_FIELD_TEXTS } from '../routes/shared/password-field-texts';
import { SIGN_IN_CODE_MAIL_SOURCES } from '../api/contract/i18n/mail-sources';

/**
 * The English texts the catalogs translate (decision 20), taken from where each is defined: the
 * areas translated so far, each listed by the keys it shows. A screen or email brought into the
 * catalogs adds its keys here; `catalogs.test.ts` then fails until every language has them.
 */
const pick = <T extends Record<string, unknown>, K extends keyof T>(texts: T, keys: readonly K[]) => keys.map((key) => texts[key]);

export const TRANSLATED_AREAS = {
  /** /signin, its code form and the emailed link's page. */
  signIn: [
    ...pick(AUTH_TEXTS, [
      'brandTagline', 'signInTitle', 'signInHint', 'emailLabel', 'passwordLabel', 'passwordPlaceholder', 'forgotPasswordLink',
      'signInButton', 'signInPending', 'emailMeACode', 'noAccountPrompt', 'signUpLink', 'backToSignIn',
    ]),
    ...pick(PASSWORD_FIELD_TEXTS, ['showPassword', 'hidePassword']),
    ...pick(SIGN_IN_TEXTS, [
      'codeTitle', 'codeHint', 'sendCode', 'sendingCode', 'codeLabel', 'codeSentTo', 'signInWithCode', 'checkingCode', 'sendNewCode', 'usePassword',
      'linkTitle', 'linkHint', 'linkChecking', 'linkButton', 'linkPending', 'freshLink', 'freshLinkPending', 'linkFailed', 'tryAgain',
    ]),
    ...pick(SIGN_IN_MESSAGES, ['linkInvalid', 'linkStaffOff', 'freshLinkSent', 'codeSent', 'codeWrong', 'codeFormat', 'emailRequired', 'signedInByLink']),
    ...pick(MESSAGES, [
      'bothRequired', 'loginFailed', 'invalidCredentials', 'accountInactive', 'networkError', 'somethingWrong', 'serverError',
      'emailInvalid', 'sessionExpired', 'tooManyRequests',
    ]),
    ...pick(LAYOUT_TEXTS, ['darkMode', 'lightMode']),
  ],
  /** The sign-in code email. */
  signInCodeMail: SIGN_IN_CODE_MAIL_SOURCES,
} as const;

/** Every English text the catalogs hold. */
export const SOURCE_MESSAGES: readonly string[] = [...new Set(Object.values(TRANSLATED_AREAS).flat().map(String))];
