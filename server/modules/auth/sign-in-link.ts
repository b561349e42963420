import { randomBytes } from 'node:crypto';
import { isAppPath, MESSAGES, PUBLIC_PATHS, SIGN_IN_LINK_HOURS, SIGN_IN_MESSAGES, type SignInLinkResult } from '../../../src/api/contract';
import type { Db, DbOrTrx } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { queueEmails } from '../mail/queue';
import { findUserById } from '../users/repository';
import { refuse, takeAttempt } from './attempt-limiter';
import { uncountAttempt } from './attempts-repository';
import { clientOf } from './client-address';
import { hashResetToken } from './password-link';
import type { AuthContext } from './service';
import { startAuditedSession } from './sign-in-limits';
import { linksAllowedFor } from './sign-in-settings';
import { claimSignInLink, endUnusedSignInLinks, findSignInLink, insertSignInLink } from './sign-in-links-repository';

/** An address may ask for fresh links for this many accounts' worth of the per-account limit. */
const RENEW_IP_FACTOR = 10;

/**
 * The account's personal link that signs it in and opens `path` of the app, made when its email is
 * sent: 256 random bits, only their SHA-256 stored, valid SIGN_IN_LINK_HOURS, and the account's
 * older links end. A path that is not one of the app's opens the home page. Where links are off
 * for the account (staff, by an admin's choice) or it is inactive, the plain page's address
 * instead. Null when the account is gone.
 */
export async function createSignInLink(db: DbOrTrx, appUrl: string, userId: number, path: string, now = new Date()): Promise<string | null> {
  const user = await findUserById(db, userId);
  if (!user) return null;
  const target = isAppPath(path) ? path : '/';
  if (user.status !== 'Active' || !(await linksAllowedFor(db, user.role))) return `${appUrl}${target}`;
  const token = randomBytes(32).toString('base64url');
  const save = async (trx: DbOrTrx) => {
    await endUnusedSignInLinks(trx, userId, now);
    await insertSignInLink(trx, { userId, tokenHash: hashResetToken(token), path: target, expiresAt: new Date(now.getTime() + SIGN_IN_LINK_HOURS * 3_600_000) }, now);
  };
  await (db.isTransaction ? save(db) : db.transaction().execute(save));
  return `${appUrl}${PUBLIC_PATHS.signInLink}?token=${token}`;
}

type FoundLink = NonNullable<Awaited<ReturnType<typeof findSignInLink>>>;

/** Why a found link does not sign in now, or null when it does. */
async function refusalOf(db: DbOrTrx, link: FoundLink | undefined, now: Date): Promise<string | null> {
  if (!link || link.used_at !== null || link.expires_at <= now.toISOString() || link.status !== 'Active') return SIGN_IN_MESSAGES.linkInvalid;
  return (await linksAllowedFor(db, link.role)) ? null : SIGN_IN_MESSAGES.linkStaffOff;
}

/** Whether the link would sign in now. Reading it changes nothing, so a mail scanner that opens links uses none up. */
export async function checkSignInLink(db: Db, token: string, now = new Date()): Promise<boolean> {
  return (await refusalOf(db, await findSignInLink(db, hashResetToken(token)), now)) === null;
}

/**
 * The press on the link's page: the link is used (once, whoever else tries it at the same moment),
 * the sign-in audited, and a session of the link's account begins, whoever was signed in in that
 * browser before. Tries are counted per address, as sign-ins are; a link that signs in gives its
 * try back.
 */
export async function signInWithLink(db: Db, { config }: AuthContext, token: string, ip: string, now = new Date()): Promise<SignInLinkResult> {
  const addressKey = `sign-in-link:ip:${clientOf(ip)}`;
  refuse(await takeAttempt(db, [{ key: addressKey, max: config.login.maxAttempts }], config.login.windowMinutes, now), MESSAGES.tooManyAttempts);
  const link = await findSignInLink(db, hashResetToken(token));
  const refusal = await refusalOf(db, link, now);
  if (refusal !== null || !link) throw new AppError('invalidRequest', { message: refusal ?? SIGN_IN_MESSAGES.linkInvalid });
  if (!(await claimSignInLink(db, link.linkId, now))) throw new AppError('invalidRequest', { message: SIGN_IN_MESSAGES.linkInvalid });
  await uncountAttempt(db, addressKey);
  return { token: await startAuditedSession(db, link, config, 'link', now), path: link.path };
}

/**
 * An expired, used or replaced link asks for a fresh one: it goes by email to the link's own
 * account, opening the same page, so nobody can have a link sent to an address of their choosing.
 * Answers the same whatever the token; only so many per account and per address.
 */
export async function renewSignInLink(db: Db, { config, background, sendQueuedMail, log }: AuthContext, token: string, ip: string): Promise<void> {
  const addressLimit = { key: `sign-in-link-renew:ip:${clientOf(ip)}`, max: config.resetLinkMaxPerWindow * RENEW_IP_FACTOR };
  if (!(await takeAttempt(db, [addressLimit], config.login.windowMinutes)).allowed) {
    log.warn({ ip }, 'Fresh sign-in link requests over the limit: none sent');
    return;
  }
  background.run('Fresh sign-in link', async () => {
    const link = await findSignInLink(db, hashResetToken(token));
    if (!link || link.status !== 'Active') return;
    const accountLimit = { key: `sign-in-link-renew:account:${link.id}`, max: config.resetLinkMaxPerWindow };
    if (!(await takeAttempt(db, [accountLimit], config.login.windowMinutes)).allowed) return;
    await queueEmails(db, [
      { template: 'sign-in-link', to: link.email, userId: link.id, values: { firstName: link.firstname, validHours: String(SIGN_IN_LINK_HOURS) }, link: { signInPath: link.path } },
    ]);
    sendQueuedMail();
  });
}
