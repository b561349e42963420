import type { ArtworkReview, QueueItem, VersionSubject } from '../../api/contract';
import { checklistFixture, requirementFixture, versionFixture } from '../artwork/test-fixtures';

const event = checklistFixture([]).events[0]!.event;

/** A submission waiting for review: version `id` of company `companyId`'s artwork for requirement 7 of event 5. */
export const queueItemFixture = (id: number, companyName: string, submittedAt: string): QueueItem => ({
  event,
  requirement: requirementFixture(),
  company: { id: id + 100, name: companyName, booth: 'B04' },
  version: versionFixture({ id, companyId: id + 100, submittedAt, fileUrl: `/api/artwork/version/${id}/file` }),
});

export const reviewFixture = (overrides: Partial<ArtworkReview> = {}): ArtworkReview => ({
  id: 1,
  versionId: 41,
  version: 1,
  requirementId: 7,
  companyId: 31,
  decision: 'changes_requested',
  comment: 'The bleed is missing on the left.',
  reasons: ['bleed'],
  reviewer: 'Olivia Organiser',
  createdAt: '2026-11-21T09:00:00.000Z',
  ...overrides,
});

/** Whose the version under review is: Northwind's back wall for the fair, in on time. */
export const subjectFixture = (overrides: Partial<VersionSubject> = {}): VersionSubject => ({
  event: { id: 5, name: 'Print Fair', timeZone: 'Europe/London' },
  requirement: { id: 7, name: 'Back wall' },
  company: { id: 31, name: 'Northwind Displays', booth: 'B04' },
  deadline: '2026-12-01T17:00:00.000Z',
  extended: false,
  late: false,
  ...overrides,
});
