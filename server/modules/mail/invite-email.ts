import type { QueuedEmail } from './email';

/** Sent to a company added to an event with a new account: a link to set its password, and its personal sign-in link home. */
export function inviteEmail(to: { userId: number; email: string; firstname: string }, companyName: string, eventName: string, validDays: number): QueuedEmail {
  return {
    template: 'invitation',
    to: to.email,
    userId: to.userId,
    values: { firstName: to.firstname, companyName, eventName, validDays: String(validDays) },
    link: { passwordMinutes: validDays * 24 * 60 },
    signInPath: '/',
  };
}
