import { call, http } from './client';
import { artworkReview, namedStanding, reviewQueue, reviewsList, type ReopenBody, type ReviewBody, type TickBody, versionChecklist } from './contract';

/** Submitted artwork waiting for a decision, oldest first: one event's, or every event the reviewer may change. */
export const getReviewQueue = (eventId?: number) => call(reviewQueue, () => http.get('review-queue', { searchParams: eventId === undefined ? {} : { eventId } }));

/** Approves a submitted version, or asks for changes with a comment and reasons. */
export const reviewVersion = (versionId: number, body: ReviewBody) => call(artworkReview, () => http.post(`artwork/version/${versionId}/review`, { json: body }));

/** Lifts an approval, so that the company may upload again. */
export const reopenRequirement = (requirementId: number, body: ReopenBody) => call(artworkReview, () => http.post(`requirement/${requirementId}/reopen`, { json: body }));

/** The decisions on a company's artwork for a requirement, newest first. */
export const listReviews = (requirementId: number, companyId: number) => call(reviewsList, () => http.get(`requirement/${requirementId}/reviews`, { searchParams: { companyId } }));

/** The version's checklist: its requirement's items with every reviewer's ticks on it. */
export const getVersionChecklist = (versionId: number) => call(versionChecklist, () => http.get(`artwork/version/${versionId}/checklist`));

/** Sets or takes back the reviewer's own tick on one checklist item of the version. */
export const tickChecklistItem = (versionId: number, itemId: number, body: TickBody) => call(versionChecklist, () => http.put(`artwork/version/${versionId}/checklist/${itemId}`, { json: body }));

/** Where a submitted version stands in its approval flow: each stage, who decided, who is awaited, by name. */
export const getVersionStanding = (versionId: number) => call(namedStanding, () => http.get(`artwork/version/${versionId}/standing`));
