import { createContext, useContext } from 'react';
import { GUEST_TEXTS, PAGES, REVIEW_TEXTS } from '../../api/contract';
import { getGuestReviews } from '../../api/guests';
import { getReviewQueue } from '../../api/review';

/**
 * Where a review page belongs: the staff's queue, or a guest reviewer's own list. The way back, the
 * page of another version and the next one waiting for the reader all follow from it.
 */
export type ReviewPlace = {
  /** The list the page belongs to, and the words of its link. */
  list: { path: string; label: string };
  /** The route of another version's page. */
  review: typeof PAGES.review.path | typeof PAGES.guestReview.path;
  /** The oldest other version waiting for the reader's decision, or none. */
  next: (versionId: number) => Promise<number | 'none'>;
};

const otherThan = (versionId: number, ids: readonly number[]) => ids.find((id) => id !== versionId) ?? 'none';

/** The staff's review: their queue, of every event they may change. */
export const STAFF_REVIEW: ReviewPlace = {
  list: { path: PAGES.reviewQueue.path, label: REVIEW_TEXTS.backToQueue },
  review: PAGES.review.path,
  next: async (versionId) => otherThan(versionId, (await getReviewQueue()).items.map((item) => item.version.id)),
};

/** A guest reviewer's: its own list, of the versions at its stages; next, the oldest that awaits it. */
export const GUEST_REVIEW: ReviewPlace = {
  list: { path: PAGES.guestReviews.path, label: GUEST_TEXTS.backToList },
  review: PAGES.guestReview.path,
  next: async (versionId) => otherThan(versionId, (await getGuestReviews()).items.filter((item) => item.awaitsYou).map((item) => item.version.id)),
};

export const ReviewPlaceContext = createContext<ReviewPlace>(STAFF_REVIEW);
export const useReviewPlace = () => useContext(ReviewPlaceContext);
