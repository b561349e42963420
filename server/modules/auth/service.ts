import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES, type LoginBody, type RegisterBody, type ResetPasswordBody, ROLES } from '../../../src/api/contract';
import type { Config } from '../../config';
import { isUniqueViolation } from '../../db/errors';
import type { Db } from '../../db/schema';
import type { UserRow } from '../../db/tables/users';
import { AppError } from '../../lib/app-error';
import type { Background } from '../../lib/background';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/password';
import { signSessionToken } from '../../lib/session-token';
import { recordAudit } from '../audit/repository';
import { queueEmails } from '../mail/queue';
import { resetPasswordEmail } from '../mail/reset-email';
import { findUserByEmail, insertUser, setPasswordAndEndSessions } from '../users/repository';
import { takeAttempt, type AttemptLimit } from './attempt-limiter';
import { clearAttempts, uncountAttempt } from './attempts-repository';
import { hashResetToken } from './password-link';
import { claimResetToken, findUsableResetToken } from './reset-tokens-repository';

export const RESET_TOKEN_MINUTES = 30;
/** An address may ask for links for this many accounts' worth of the per-email limit. */
const RESET_IP_FACTOR = 10;

interface AuthDeps {
  db: Db;
  /** Sends the emails just queued, without waiting for the next round of jobs. */
  sendQueuedMail: () => void;
  background: Background;
  config: Config;
  log: FastifyBaseLogger;
}

const accountKey = (email: string) => `login:account:${email.toLowerCase()}`;

export function createAuthService({ db, sendQueuedMail, background, config, log }: AuthDeps) {
  const sessionToken = (user: UserRow) =>
    signSessionToken({ ...user, tokenVersion: user.token_version }, config.jwtSecret, config.jwtTtlHours);

  /** Counts the attempt; over a limit, a 429 saying when to try again. */
  async function limit(limits: AttemptLimit[], message: (minutes: number) => string): Promise<void> {
    const verdict = await takeAttempt(db, limits, config.login.windowMinutes);
    if (verdict.allowed) return;
    const minutes = Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60));
    throw new AppError('tooManyAttempts', { message: message(minutes), headers: { 'retry-after': String(verdict.retryAfterSeconds) } });
  }

  /** Every answer but success costs one argon2 check, so known and unknown emails look alike. */
  async function login({ email, password }: LoginBody, ip: string): Promise<string> {
    await limit(
      [
        { key: accountKey(email), max: config.login.maxAttempts },
        { key: `login:ip:${ip}`, max: config.login.maxAttempts },
      ],
      MESSAGES.tooManyAttempts,
    );
    const user = await findUserByEmail(db, email);
    const matches = user ? await verifyPassword(user.password_hash, password) : await verifyAgainstDummy(password);
    if (!user || !matches) throw new AppError('invalidCredentials');
    // The right password is not a failure: the account starts afresh and the address gets its try back.
    await clearAttempts(db, accountKey(email));
    await uncountAttempt(db, `login:ip:${ip}`);
    if (user.status !== 'Active') throw new AppError('accountInactive');
    return sessionToken(user);
  }

  /** Self-registration always makes a 'user', whatever role the body names. */
  async function register(body: RegisterBody, ip: string): Promise<string> {
    // Each sign-up costs an argon2 hash: an address may make only so many.
    await limit([{ key: `register:ip:${ip}`, max: config.registerMaxPerWindow }], () => MESSAGES.tooManyRequests);
    if (await findUserByEmail(db, body.email)) throw new AppError('emailTaken');
    const passwordHash = await hashPassword(body.password);
    try {
      const user = await db.transaction().execute(async (trx) => {
        const row = await insertUser(trx, {
          firstname: body.firstname,
          lastname: body.lastname,
          email: body.email,
          password_hash: passwordHash,
          role: ROLES.user,
          status: 'Active',
        });
        await recordAudit(trx, { actorId: row.id, action: 'user.register', subjectType: 'user', subjectId: row.id });
        return row;
      });
      return await sessionToken(user);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('emailTaken');
      throw error;
    }
  }

  /** Answers the same whatever happens; only an Active account gets a link, and only so often. */
  async function sendResetLink(email: string, ip: string): Promise<void> {
    const limits = [
      { key: `reset:account:${email.toLowerCase()}`, max: config.resetLinkMaxPerWindow },
      { key: `reset:ip:${ip}`, max: config.resetLinkMaxPerWindow * RESET_IP_FACTOR },
    ];
    if (!(await takeAttempt(db, limits, config.login.windowMinutes)).allowed) {
      log.warn({ ip }, 'Reset link requests over the limit: none sent');
      return;
    }
    // After the answer: its timing must not tell a real account from an unknown one.
    background.run('Reset link', () => issueResetLink(email));
  }

  async function issueResetLink(email: string): Promise<void> {
    const user = await findUserByEmail(db, email);
    if (!user || user.status !== 'Active') return;
    // The link is made when the email is sent.
    await queueEmails(db, [resetPasswordEmail(user, RESET_TOKEN_MINUTES)]);
    sendQueuedMail();
  }

  /** The new password, the used token and the end of every session land together or not at all. */
  async function resetPassword({ token, newPassword }: ResetPasswordBody): Promise<void> {
    const found = await findUsableResetToken(db, hashResetToken(token));
    if (!found) throw new AppError('resetLinkInvalid');
    const passwordHash = await hashPassword(newPassword);
    await db.transaction().execute(async (trx) => {
      if (!(await claimResetToken(trx, found.id))) throw new AppError('resetLinkInvalid');
      await setPasswordAndEndSessions(trx, found.user_id, passwordHash);
      await recordAudit(trx, { actorId: found.user_id, action: 'user.password-reset', subjectType: 'user', subjectId: found.user_id });
    });
    await clearAttempts(db, accountKey(found.email));
  }

  return { login, register, sendResetLink, resetPassword };
}
