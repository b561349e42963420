import { describe, expect, it } from 'vitest';
import { reviewFixture } from '../../test/fixtures/review';
import { v1, v2 } from './review-test-server';
import { versionFixture } from '../../test/fixtures/artwork';
import { standingOf } from '../../machines/review.machine';

const approved = reviewFixture({ id: 2, versionId: v2.id, version: 2, decision: 'approved', comment: null, reasons: [] });
const reopened = reviewFixture({ id: 3, versionId: v2.id, version: 2, decision: 'reopened', comment: null, reasons: [] });
const onV1 = reviewFixture({ id: 1, versionId: v1.id });

describe('what a reviewer may do with a version (the server’s rule, read from what it sent)', () => {
  it('decides on the latest submitted version while nothing stands on it', () => {
    expect(standingOf({ version: v2, versions: [v2, v1], reviews: [onV1] })).toBe('undecided');
  });

  it('says which decision stands on it', () => {
    expect(standingOf({ version: v2, versions: [v2, v1], reviews: [approved, onV1] })).toBe('approved');
    expect(standingOf({ version: v1, versions: [v1], reviews: [onV1] })).toBe('changes_requested');
  });

  it('decides again once an approval is reopened', () => {
    expect(standingOf({ version: v2, versions: [v2, v1], reviews: [reopened, approved, onV1] })).toBe('undecided');
  });

  it('offers nothing on a version a newer submitted one replaced, nor on one never submitted', () => {
    expect(standingOf({ version: v1, versions: [v2, v1], reviews: [onV1] })).toBe('superseded');
    const draft = versionFixture({ id: 42, version: 3, submittedAt: null });
    expect(standingOf({ version: draft, versions: [draft, v2, v1], reviews: [] })).toBe('unsubmitted');
    // A newer upload not yet submitted does not replace the submitted one.
    expect(standingOf({ version: v2, versions: [draft, v2, v1], reviews: [] })).toBe('undecided');
  });
});
