import type { QueuedEmail } from './email';

export function resetPasswordEmail(to: { id: number; email: string; firstname: string }, validMinutes: number): QueuedEmail {
  return {
    template: 'reset-link',
    to: to.email,
    userId: to.id,
    values: { firstName: to.firstname, validMinutes: String(validMinutes) },
    link: { passwordMinutes: validMinutes },
  };
}
