import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES, type LoginBody, type RegisterBody, type ResetPasswordBody, ROLES } from '../../../src/api/contract';
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
import { type AttemptLimit, type AttemptVerdict, countAttempts, takeAttempt, verdictOf } from './attempt-limiter';
import { clientOf } from './client-address';
import { clearAttempts, uncountAttempt } from './attempts-repository';
import { startSession } from '../../lib/sessions';
import { deleteSession } from '../../lib/sessions-repository';
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
/** The counters a sign-in attempt counts under. */
export const signInKeys = (email: string, ip: string) => {
  const client = clientOf(ip);
  return { address: `login:ip:${client}`, pair: `login:pair:${client}:${email.toLowerCase()}`, account: accountKey(email) };
};

export function createAuthService({ db, sendQueuedMail, background, config, log }: AuthDeps) {

  /** Over a limit: a 429 saying when to try again. */
  function refuse(verdict: AttemptVerdict, message: (minutes: number) => string): void {
    if (verdict.allowed) return;
    const minutes = Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60));
    throw new AppError('tooManyAttempts', { message: message(minutes), headers: { 'retry-after': String(verdict.retryAfterSeconds) } });
  }

  /** Counts the attempt; over a limit, a 429 saying when to try again. */
  async function limit(limits: AttemptLimit[], message: (minutes: number) => string): Promise<void> {
    refuse(await takeAttempt(db, limits, config.login.windowMinutes), message);
  }

  /**
   * Every answer but success costs one argon2 check, so known and unknown emails look alike.
   * Guessing is counted per client address, per account and address pair, and per account. An
   * address or a pair over the limit is refused. An account over the limit (guessed at from many
   * addresses) refuses only the clients that have already failed on it: a client that has not gets
   * its password checked, so the owner still signs in while each guessing address gets one try per
   * window.
   */
  async function login({ email, password }: LoginBody, ip: string): Promise<string> {
    const keys = signInKeys(email, ip);
    const max = config.login.maxAttempts;
    const [address, pair, account] = await countAttempts(db, [keys.address, keys.pair, keys.account], config.login.windowMinutes);
    const hasFailedHere = pair!.count > 1;
    const over = [address!, pair!].filter((counted) => counted.count > max);
    if (account!.count > max && hasFailedHere) over.push(account!);
    refuse(verdictOf(over), MESSAGES.tooManyAttempts);
    const user = await findUserByEmail(db, email);
    const matches = user ? await verifyPassword(user.password_hash, password) : await verifyAgainstDummy(password);
    if (!user || !matches) throw new AppError('invalidCredentials');
    // The right password is not a failure, nor were this client's tries on this account before it:
    // they are given back, and the client starts afresh on the account.
    await clearAttempts(db, keys.pair);
    await uncountAttempt(db, keys.address, pair!.count);
    await uncountAttempt(db, keys.account, pair!.count);
    if (user.status !== 'Active') throw new AppError('accountInactive');
    return startSession(db, user, config);
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
      return await startSession(db, user, config);
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

  /** Sign-out: the token's session ends. A token already bad or ended needs nothing more. */
  async function logout(token: string | undefined): Promise<void> {
    const claims = token ? await verifySessionToken(token, config.jwtSecret) : null;
    if (claims) await deleteSession(db, claims.sid, claims.id);
  }

  return { login, register, sendResetLink, resetPassword, logout };
}
