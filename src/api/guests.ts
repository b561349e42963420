import { call, http } from './client';
import { guestGrant, guestGrants, guestReviews } from './contract';

/** What reached the signed-in guest reviewer's stages, oldest submission first. */
export const getGuestReviews = () => call(guestReviews, () => http.get('guest/reviews'));

/** An event's guest reviewers, by stage and email, for its staff. */
export const listGuests = (eventId: number) => call(guestGrants, () => http.get(`event/${eventId}/guests`));

/** Ends a guest's access to the stage it was invited to. */
export const revokeGuest = (eventId: number, grantId: number) => call(guestGrant, () => http.delete(`event/${eventId}/guest/${grantId}`));
