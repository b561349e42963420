import { fakeServer } from '../../test/fake-server';
import { ANNOTATION_CONTEXT, type ArtworkReview, type ArtworkVersion } from '../../api/contract';
import { versionFixture } from '../../test/fixtures/artwork';
import { reviewFixture, standingFixture, subjectFixture } from '../../test/fixtures/review';

/** Version 1 (changes were asked for), and version 2 submitted after it: the one under review. */
export const v1 = versionFixture({ id: 40, version: 1, originalName: 'wall-v1.png', submittedAt: '2026-11-20T10:00:00.000Z', fileUrl: '/api/artwork/version/40/file' });
export const v2 = versionFixture({ id: 41, version: 2, originalName: 'wall-v2.png', submittedAt: '2026-11-22T10:00:00.000Z' });
export const askedForBleed = reviewFixture({ id: 1, versionId: 40, version: 1 });

type Routes = Parameters<typeof fakeServer>[0];

/** A version with no notes on it, as the server lists them. */
export const noNotes = (versionId: number) => ({
  '@context': [ANNOTATION_CONTEXT, {}],
  id: `/api/artwork/version/${versionId}/annotations`,
  type: 'AnnotationPage',
  items: [],
});

/** A version with nothing earlier to compare with, as the server gives its difference. */
/** A version whose requirement has no checklist. */
export const noChecklist = (versionId: number) => ({ versionId, items: [] });

export const noDifference = { status: 'none', base: null, pages: [], notes: [] };

/** A version's file as the server sends it. */
export const pngFile = () => new Response('png', { headers: { 'content-type': 'image/png' } });

/**
 * The server of a review page: the version, its siblings and the decisions answer at once (as they
 * stand in `state`); a decision or a reopening waits for the test.
 */
export function reviewServer(state: { versions: ArtworkVersion[]; reviews: ArtworkReview[] }, routes: Routes = {}) {
  const versionRoutes = Object.fromEntries(
    state.versions.flatMap((version) => [
      [`GET /api/artwork/version/${version.id}`, () => Response.json(version)],
      [`GET /api/artwork/version/${version.id}/subject`, () => Response.json(subjectFixture())],
      // No checklist on the requirement: Approve is open at once.
      [`GET /api/artwork/version/${version.id}/checklist`, () => Response.json(noChecklist(version.id))],
      [`GET ${version.fileUrl}`, pngFile],
      [`GET /api/artwork/version/${version.id}/annotations`, () => Response.json(noNotes(version.id))],
      [`GET /api/artwork/version/${version.id}/difference`, () => Response.json(noDifference)],
      // An event without a flow: one stage of its reviewers, open to any of them.
      [`GET /api/artwork/version/${version.id}/standing`, () => Response.json(standingFixture({ versionId: version.id }))],
    ]),
  );
  return fakeServer({
    ...versionRoutes,
    'GET /api/requirement/7/versions': () => Response.json({ versions: state.versions }),
    'GET /api/requirement/7/reviews': () => Response.json({ reviews: state.reviews }),
    // Read after a decision, for the next one: nothing else waits unless the test says so.
    'GET /api/review-queue': () => Response.json({ items: [] }),
    ...routes,
  });
}

/** The object URLs the preview hands to <img>: jsdom has none. */
export function stubObjectUrls() {
  let next = 0;
  Object.assign(URL, { createObjectURL: () => `blob:preview-${(next += 1)}`, revokeObjectURL: () => undefined });
}
