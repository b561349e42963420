import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { type CodeSignInBody, SIGN_IN_CODE_LENGTH, SIGN_IN_CODE_MINUTES, SIGN_IN_CODE_TRIES, SIGN_IN_MESSAGES } from '../../../src/api/contract';
import type { Db, DbOrTrx } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { queueEmails } from '../mail/queue';
import { findUserByEmail, findUserById } from '../users/repository';
import { takeAttempt } from './attempt-limiter';
import { clientOf } from './client-address';
import type { AuthContext } from './service';
import { claimSignInCode, findLiveSignInCode, replaceSignInCode, spendSignInCodeTry } from './sign-in-codes-repository';
import { forgiveSignInAttempt, openSignInAttempt, startAuditedSession } from './sign-in-limits';

/** An address may ask for codes for this many accounts' worth of the per-account limit. */
const CODE_IP_FACTOR = 10;

/** A code is stored keyed by the server's secret and its account: a plain hash of six digits would be read back from the table at once. */
const hashCode = (secret: string, userId: number, code: string) => createHmac('sha256', secret).update(`sign-in-code:${userId}:${code}`).digest();

/**
 * A fresh code for the account, made when its email is sent (so a retried email carries a code
 * that works): 6 random digits, valid SIGN_IN_CODE_MINUTES, its older codes ended. Null when the
 * account is gone or inactive.
 */
export async function createSignInCode(db: DbOrTrx, secret: string, userId: number, now = new Date()): Promise<string | null> {
  const user = await findUserById(db, userId);
  if (!user || user.status !== 'Active') return null;
  const code = String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, '0');
  const codeHash = hashCode(secret, userId, code).toString('hex');
  const save = (trx: DbOrTrx) => replaceSignInCode(trx, { userId, codeHash, expiresAt: new Date(now.getTime() + SIGN_IN_CODE_MINUTES * 60_000) }, now);
  await (db.isTransaction ? save(db) : db.transaction().execute(save));
  return code;
}

/** Answers the same whatever happens: only an Active account gets a code, and only so often. */
export async function sendSignInCode(db: Db, { config, background, sendQueuedMail, log }: AuthContext, email: string, ip: string): Promise<void> {
  const limits = [
    { key: `sign-in-code:account:${email.toLowerCase()}`, max: config.resetLinkMaxPerWindow },
    { key: `sign-in-code:ip:${clientOf(ip)}`, max: config.resetLinkMaxPerWindow * CODE_IP_FACTOR },
  ];
  if (!(await takeAttempt(db, limits, config.login.windowMinutes)).allowed) {
    log.warn({ ip }, 'Sign-in code requests over the limit: none sent');
    return;
  }
  // After the answer: its timing must not tell a real account from an unknown one.
  background.run('Sign-in code', async () => {
    const user = await findUserByEmail(db, email);
    if (!user || user.status !== 'Active') return;
    await queueEmails(db, [{ template: 'sign-in-code', to: user.email, userId: user.id, values: { firstName: user.firstname, validMinutes: String(SIGN_IN_CODE_MINUTES) }, signInCode: true }]);
    sendQueuedMail();
  });
}

/**
 * A code typed in signs in. It counts under the same sign-in limits as a password; an unknown
 * email, no code, an expired or used code, one out of tries and a wrong code all get the same 401.
 * A wrong code spends one of its SIGN_IN_CODE_TRIES; the right one works once.
 */
export async function signInWithCode(db: Db, { config }: AuthContext, { email, code }: CodeSignInBody, ip: string): Promise<string> {
  const attempt = await openSignInAttempt(db, config, email, ip);
  const user = await findUserByEmail(db, email);
  const live = user ? await findLiveSignInCode(db, user.id, SIGN_IN_CODE_TRIES) : undefined;
  const given = hashCode(config.jwtSecret, user?.id ?? 0, code);
  const matches = live !== undefined && timingSafeEqual(given, Buffer.from(live.code_hash, 'hex'));
  const wrong = () => new AppError('invalidCredentials', { message: SIGN_IN_MESSAGES.codeWrong });
  if (!user || !live) throw wrong();
  if (!matches) {
    await spendSignInCodeTry(db, live.id);
    throw wrong();
  }
  if (!(await claimSignInCode(db, live.id, SIGN_IN_CODE_TRIES))) throw wrong();
  await forgiveSignInAttempt(db, attempt);
  if (user.status !== 'Active') throw new AppError('accountInactive');
  return startAuditedSession(db, user, config, 'code');
}
