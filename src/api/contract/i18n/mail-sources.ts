import { MAIL_GREETING, SIGN_IN_MAIL_TEXTS } from '../texts/mail';

/** The English texts of the sign-in code email that the catalogs translate. */
export const SIGN_IN_CODE_MAIL_SOURCES = [
  MAIL_GREETING,
  SIGN_IN_MAIL_TEXTS.codeSubject,
  SIGN_IN_MAIL_TEXTS.codeIntro,
  SIGN_IN_MAIL_TEXTS.codeExpiry,
  SIGN_IN_MAIL_TEXTS.ignore,
] as const;
