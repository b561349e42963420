import { ORGANISER_INVITE_DAYS } from '../../../src/api/contract';
import type { QueuedEmail } from './email';

/** An organiser's account, as the emails to it need it. */
export interface OrganiserRecipient {
  userId: number;
  email: string;
  firstname: string;
}

/** Sent to an organiser an administrator created: a link to set their own password. */
export function organiserInvitationEmail(to: OrganiserRecipient): QueuedEmail {
  return {
    template: 'organiser-invitation',
    to: to.email,
    userId: to.userId,
    values: { firstName: to.firstname, validDays: String(ORGANISER_INVITE_DAYS) },
    link: { passwordMinutes: ORGANISER_INVITE_DAYS * 24 * 60 },
  };
}

/** Sent to an organiser assigned to an event, with the link to the event's page. */
export function eventAssignmentEmail(to: OrganiserRecipient, event: { id: number; name: string; start: string }): QueuedEmail {
  return {
    template: 'event-assignment',
    to: to.email,
    userId: to.userId,
    values: { firstName: to.firstname, eventName: event.name, eventStart: event.start },
    link: { path: `/event-details/${event.id}` },
  };
}
