import type { ArtworkVersion, Checklist, ChecklistItem, PreflightReport, Requirement } from '../../api/contract';

export const requirementFixture = (overrides: Partial<Requirement> = {}): Requirement => ({
  id: 7,
  eventId: 5,
  name: 'Back wall',
  description: 'The printed wall behind the booth.',
  required: true,
  formats: ['png', 'jpg', 'pdf'],
  widthMm: 3000,
  heightMm: 2500,
  bleedMm: 5,
  minDpi: 100,
  colourMode: 'CMYK',
  maxBytes: 200 * 1024 * 1024,
  deadline: '2026-12-12T16:00:00.000Z',
  appliesTo: 'all',
  companyIds: [],
  template: null,
  versionCount: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const passedReport: PreflightReport = { outcome: 'passed', findings: [], facts: { widthPx: 11811, heightPx: 9843, effectiveDpi: 100 } };
export const warningsReport: PreflightReport = {
  outcome: 'warnings',
  findings: [{ code: 'colour-space', severity: 'warning', message: 'CMYK expected; this file is RGB' }],
  facts: { colourSpace: 'srgb' },
};
export const errorsReport: PreflightReport = {
  outcome: 'errors',
  findings: [{ code: 'resolution', severity: 'error', message: '38 dpi at 3000 mm wide; needs 100' }],
  facts: { effectiveDpi: 38 },
};

export const versionFixture = (overrides: Partial<ArtworkVersion> = {}): ArtworkVersion => ({
  id: 41,
  requirementId: 7,
  companyId: 31,
  version: 1,
  originalName: 'back-wall.png',
  format: 'png',
  mime: 'image/png',
  bytes: 5,
  sha256: 'a'.repeat(64),
  preflight: passedReport,
  fileUrl: '/api/artwork/version/41/file',
  thumbnailUrl: null,
  uploadedBy: 'Ada Lovelace',
  createdAt: '2026-11-20T10:00:00.000Z',
  submittedAt: null,
  warningsAcknowledgedAt: null,
  ...overrides,
});

export const checklistFixture = (items: ChecklistItem[]): Checklist => ({
  events: [
    {
      event: { id: 5, name: 'Tech Expo', category: 'Primary', allDay: true, start: '2026-12-20', end: '2026-12-23', timeZone: 'Europe/Berlin', venue: 'Hall A', location: 'Berlin' },
      booth: 'B04',
      items,
    },
  ],
});
