import type { QueuedEmail } from './email';

/** Sent to the address a user signed in with before, when their profile changes it. */
export function emailChangedEmail(previousEmail: string, user: { email: string; firstname: string }): QueuedEmail {
  return { template: 'email-changed', to: previousEmail, values: { firstName: user.firstname, newEmail: user.email } };
}
