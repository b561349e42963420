import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PUBLIC_PATHS } from '../../src/api/contract/pages';
import { e2eEnv } from './env';
import type { StoredMail } from './mail-store';

/** Every message the catcher has stored for `to` so far, oldest first. */
export function mailsTo(to: string): StoredMail[] {
  const dir = e2eEnv().mailDir;
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as StoredMail)
    .filter((mail) => mail.to.includes(to.toLowerCase()));
}

/**
 * Waits until the `count`-th message to `to` has arrived (the first by default) and returns it.
 * Pass how many were there before an action to wait for the one that action sends.
 */
export async function waitForMail(to: string, { count = 1, timeoutMs = 10_000 } = {}): Promise<StoredMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = mailsTo(to);
    if (mails.length >= count) return mails[count - 1]!;
    if (Date.now() > deadline) throw new Error(`No email number ${count} for ${to} within ${timeoutMs} ms (have ${mails.length}).`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The link to `linkPath` with its token in an email, as the app wrote it (absolute, on APP_URL), with the reader's language it names. */
function tokenLinkFrom(mail: StoredMail, linkPath: string): string {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${linkPath}\\?token=[A-Za-z0-9_-]+(?:&lang=[A-Za-z-]+)?`);
  const match = pattern.exec(mail.source);
  if (!match) throw new Error(`No ${linkPath} link in the email:\n${mail.source}`);
  return match[0];
}

/** The set-password link in an email. */
export const setPasswordLinkFrom = (mail: StoredMail): string => tokenLinkFrom(mail, PUBLIC_PATHS.setPassword);

/** The link that confirms a sign-up, in its email. */
export const confirmSignUpLinkFrom = (mail: StoredMail): string => tokenLinkFrom(mail, PUBLIC_PATHS.confirmSignUp);

/** The personal sign-in link in an email. */
export const signInLinkFrom = (mail: StoredMail): string => tokenLinkFrom(mail, PUBLIC_PATHS.signInLink);
