import type { QueuedEmail } from './email';

/** Sent to the address a user signed in with before, when their profile changes it: in the account's language. */
export function emailChangedEmail(previousEmail: string, user: { id: number; email: string; firstname: string }): QueuedEmail {
  return { template: 'email-changed', to: previousEmail, userId: user.id, values: { firstName: user.firstname, newEmail: user.email } };
}
