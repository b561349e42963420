import type { FastifyBaseLogger } from 'fastify';
import { type ConfirmRegistrationBody, MESSAGES, type LoginBody, type RegisterBody, type ResetPasswordBody, ROLES } from '../../../src/api/contract';
import type { Config } from '../../config';
import { isUniqueViolation } from '../../db/errors';
import type { Db } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Background } from '../../lib/background';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/password';
import { verifySessionToken } from '../../lib/session-token';
import { recordAudit } from '../audit/repository';
import { queueEmails } from '../mail/queue';
import { resetPasswordEmail } from '../mail/reset-email';
import { findUserByEmail, insertUser, setPasswordAndEndSessions } from '../users/repository';
import { type AttemptLimit, refuse, takeAttempt } from './attempt-limiter';
import { clientOf } from './client-address';
import { clearAttempts } from './attempts-repository';
import { forgiveSignInAttempt, openSignInAttempt, signInAccountKey, startAuditedSession } from './sign-in-limits';
import { startSession } from '../../lib/sessions';
import { deleteSession } from '../../lib/sessions-repository';
import { hashResetToken } from './password-link';
import { claimResetToken, findUsableResetToken } from './reset-tokens-repository';
import {
  claimPendingRegistration,
  deleteExpiredPendingRegistrations,
  findPendingRegistrationByToken,
  savePendingRegistration,
} from './pending-registrations-repository';
import { confirmRegistrationEmail, registrationExistsEmail } from './registration-emails';
import { REGISTRATION_LINK_HOURS } from './registration-link';
import { DEFAULT_LOCALE } from '../../../src/api/contract/i18n/locales';

export const RESET_TOKEN_MINUTES = 30;
/** An address may ask for links for this many accounts' worth of the per-email limit. */
const RESET_IP_FACTOR = 10;

/** What the auth functions need besides the database. */
export interface AuthContext {
  /** Sends the emails just queued, without waiting for the next round of jobs. */
  sendQueuedMail: () => void;
  background: Background;
  config: Config;
  log: FastifyBaseLogger;
}

/** Counts the attempt; over a limit, a 429 saying when to try again. */
async function limit(db: Db, config: Config, limits: AttemptLimit[], message: (minutes: number) => string): Promise<void> {
  refuse(await takeAttempt(db, limits, config.login.windowMinutes), message);
}

/**
 * Every answer but success costs one argon2 check, so known and unknown emails look alike. The
 * sign-in limits are those of every way in (sign-in-limits.ts).
 */
export async function login(db: Db, { config }: AuthContext, { email, password }: LoginBody, ip: string): Promise<string> {
  const attempt = await openSignInAttempt(db, config, email, ip);
  const user = await findUserByEmail(db, email);
  const matches = user ? await verifyPassword(user.password_hash, password) : await verifyAgainstDummy(password);
  if (!user || !matches) throw new AppError('invalidCredentials');
  await forgiveSignInAttempt(db, attempt);
  if (user.status !== 'Active') throw new AppError('accountInactive');
  return startAuditedSession(db, user, config, 'password');
}

/**
 * Self-registration makes no account: it keeps the sign-up (always as a 'user', whatever role
 * the body names) and emails a link to confirm the address, so an address typed in by someone
 * who does not own it never holds it. An address that has an account gets a notice instead (an
 * inactive one nothing). The caller answers the same either way, and both ways cost one password
 * hash and one transaction, so neither the answer nor its timing tells whether an account exists.
 */
export async function register(db: Db, { config, log }: AuthContext, body: RegisterBody, ip: string): Promise<void> {
  // Each sign-up costs an argon2 hash: an address may make only so many.
  await limit(db, config, [{ key: `register:ip:${ip}`, max: config.registerMaxPerWindow }], () => MESSAGES.tooManyRequests);
  const passwordHash = await hashPassword(body.password);
  // One address gets only so many of these emails in a window, whoever asks.
  const emailLimit = { key: `register:email:${body.email.toLowerCase()}`, max: config.resetLinkMaxPerWindow };
  if (!(await takeAttempt(db, [emailLimit], config.login.windowMinutes)).allowed) {
    log.warn({ ip }, 'Sign-up emails to one address over the limit: none sent');
    return;
  }
  await db.transaction().execute(async (trx) => {
    await deleteExpiredPendingRegistrations(trx);
    const user = await findUserByEmail(trx, body.email);
    if (user) {
      if (user.status === 'Active') await queueEmails(trx, [registrationExistsEmail(user)]);
      return;
    }
    const registration = { email: body.email, firstname: body.firstname, lastname: body.lastname, passwordHash, language: body.language ?? DEFAULT_LOCALE };
    const id = await savePendingRegistration(trx, registration, new Date(Date.now() + REGISTRATION_LINK_HOURS * 3_600_000));
    await queueEmails(trx, [confirmRegistrationEmail({ id, ...registration }, REGISTRATION_LINK_HOURS)]);
  });
}

/**
 * The emailed link and the password chosen at sign-up make the account and sign it in. A link
 * unknown, expired, replaced by a newer one or used: 400. The address taken meanwhile (staff
 * added it): the sign-up goes and 409 says to sign in.
 */
export async function confirmRegistration(db: Db, { config }: AuthContext, { token, password }: ConfirmRegistrationBody, ip: string): Promise<string> {
  // Each try costs an argon2 check.
  await limit(db, config, [{ key: `confirm-registration:ip:${clientOf(ip)}`, max: config.login.maxAttempts }], MESSAGES.tooManyAttempts);
  const tokenHash = hashResetToken(token);
  const pending = await findPendingRegistrationByToken(db, tokenHash);
  if (!pending) throw new AppError('registrationLinkInvalid');
  if (!(await verifyPassword(pending.password_hash, password))) {
    throw new AppError('invalidRequest', { message: MESSAGES.registrationPasswordWrong, errors: { password: MESSAGES.registrationPasswordWrong } });
  }
  try {
    const outcome = await db.transaction().execute(async (trx) => {
      if (!(await claimPendingRegistration(trx, pending.id, tokenHash))) return 'invalid' as const;
      if (await findUserByEmail(trx, pending.email)) return 'taken' as const;
      const user = await insertUser(trx, {
        firstname: pending.firstname,
        lastname: pending.lastname,
        email: pending.email,
        password_hash: pending.password_hash,
        language: pending.language,
        role: ROLES.user,
        status: 'Active',
      });
      await recordAudit(trx, { actorId: user.id, action: 'user.register', subjectType: 'user', subjectId: user.id });
      return user;
    });
    if (outcome === 'invalid') throw new AppError('registrationLinkInvalid');
    if (outcome === 'taken') throw new AppError('emailTaken', { message: MESSAGES.registrationTaken });
    return await startSession(db, outcome, config);
  } catch (error) {
    // The address was taken between the look and the insert: the sign-up stays until the next try finds the account.
    if (isUniqueViolation(error)) throw new AppError('emailTaken', { message: MESSAGES.registrationTaken });
    throw error;
  }
}

/** Answers the same whatever happens; only an Active account gets a link, and only so often. */
export async function sendResetLink(db: Db, { config, background, sendQueuedMail, log }: AuthContext, email: string, ip: string): Promise<void> {
  const limits = [
    { key: `reset:account:${email.toLowerCase()}`, max: config.resetLinkMaxPerWindow },
    { key: `reset:ip:${ip}`, max: config.resetLinkMaxPerWindow * RESET_IP_FACTOR },
  ];
  if (!(await takeAttempt(db, limits, config.login.windowMinutes)).allowed) {
    log.warn({ ip }, 'Reset link requests over the limit: none sent');
    return;
  }
  // After the answer: its timing must not tell a real account from an unknown one.
  background.run('Reset link', () => issueResetLink(db, sendQueuedMail, email));
}

async function issueResetLink(db: Db, sendQueuedMail: () => void, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || user.status !== 'Active') return;
  // The link is made when the email is sent.
  await queueEmails(db, [resetPasswordEmail(user, RESET_TOKEN_MINUTES)]);
  sendQueuedMail();
}

/** Whether a reset or invitation link still works, without using it: a page refuses a dead link as it opens. */
export async function checkResetToken(db: Db, token: string): Promise<void> {
  if (!(await findUsableResetToken(db, hashResetToken(token)))) throw new AppError('resetLinkInvalid');
}

/** The new password, the used token and the end of every session land together or not at all. */
export async function resetPassword(db: Db, { token, newPassword }: ResetPasswordBody): Promise<void> {
  const found = await findUsableResetToken(db, hashResetToken(token));
  if (!found) throw new AppError('resetLinkInvalid');
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    if (!(await claimResetToken(trx, found.id))) throw new AppError('resetLinkInvalid');
    await setPasswordAndEndSessions(trx, found.user_id, passwordHash);
    await recordAudit(trx, { actorId: found.user_id, action: 'user.password-reset', subjectType: 'user', subjectId: found.user_id });
  });
  await clearAttempts(db, signInAccountKey(found.email));
}

/** Sign-out: the token's session ends. A token already bad or ended needs nothing more. */
export async function logout(db: Db, { config }: AuthContext, token: string | undefined): Promise<void> {
  const claims = token ? await verifySessionToken(token, config.jwtSecret) : null;
  if (claims) await deleteSession(db, claims.sid, claims.id);
}
