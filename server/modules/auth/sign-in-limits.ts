import { MESSAGES, type SignInMethod } from '../../../src/api/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/schema';
import type { UserRow } from '../../db/tables/users';
import { startSession } from '../../lib/sessions';
import { type AttemptCount, countAttempts, refuse, verdictOf } from './attempt-limiter';
import { clearAttempts, uncountAttempt } from './attempts-repository';
import { clientOf } from './client-address';
import { auditSignIn } from './sign-in-audit';

/** The counter of an account's failed sign-ins from anywhere. */
export const signInAccountKey = (email: string) => `login:account:${email.toLowerCase()}`;

/** The counters a sign-in attempt counts under, by password or by code alike. */
export const signInKeys = (email: string, ip: string) => {
  const client = clientOf(ip);
  return { address: `login:ip:${client}`, pair: `login:pair:${client}:${email.toLowerCase()}`, account: signInAccountKey(email) };
};

export interface SignInAttempt {
  keys: ReturnType<typeof signInKeys>;
  pair: AttemptCount;
}

/**
 * Counts a sign-in attempt, with a password or an emailed code, per client address, per account
 * and address pair, and per account. An address or a pair over the limit is refused (429). An
 * account over the limit (guessed at from many addresses) refuses only the clients that have
 * already failed on it: a client that has not gets its try, so the owner still signs in while each
 * guessing address gets one try per window.
 */
export async function openSignInAttempt(db: Db, config: Config, email: string, ip: string): Promise<SignInAttempt> {
  const keys = signInKeys(email, ip);
  const max = config.login.maxAttempts;
  const [address, pair, account] = await countAttempts(db, [keys.address, keys.pair, keys.account], config.login.windowMinutes);
  const hasFailedHere = pair!.count > 1;
  const over = [address!, pair!].filter((counted) => counted.count > max);
  if (account!.count > max && hasFailedHere) over.push(account!);
  refuse(verdictOf(over), MESSAGES.tooManyAttempts);
  return { keys, pair: pair! };
}

/** The right password or code is not a failure, nor were this client's tries on this account before it: they are given back. */
export async function forgiveSignInAttempt(db: Db, { keys, pair }: SignInAttempt): Promise<void> {
  await clearAttempts(db, keys.pair);
  await uncountAttempt(db, keys.address, pair.count);
  await uncountAttempt(db, keys.account, pair.count);
}

/** A session of the account begins, and the audit log says how it was signed in; both or neither. */
export function startAuditedSession(db: Db, user: Pick<UserRow, 'id' | 'firstname' | 'lastname' | 'email' | 'role' | 'token_version'>, config: Config, method: SignInMethod, now = new Date()): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await auditSignIn(trx, user.id, method);
    return startSession(trx, user, config, now);
  });
}
