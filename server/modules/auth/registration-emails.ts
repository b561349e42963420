import { PUBLIC_PATHS } from '../../../src/api/contract';
import type { Locale } from '../../../src/api/contract/i18n/locales';
import type { QueuedEmail } from '../mail/email';

/** Sent to a new sign-up's address, in the language its page was shown in: the link that confirms it (made when the email is sent). */
export function confirmRegistrationEmail(registration: { id: number; email: string; firstname: string; language: Locale }, validHours: number): QueuedEmail {
  return {
    template: 'confirm-registration',
    to: registration.email,
    language: registration.language,
    values: { firstName: registration.firstname, validHours: String(validHours) },
    link: { registrationId: registration.id, validHours },
  };
}

/** Sent instead, when the address signed up with already has an account: where to get back in. */
export function registrationExistsEmail(user: { id: number; email: string; firstname: string }): QueuedEmail {
  return {
    template: 'registration-exists',
    to: user.email,
    userId: user.id,
    values: { firstName: user.firstname },
    link: { path: PUBLIC_PATHS.resetPassword },
  };
}
