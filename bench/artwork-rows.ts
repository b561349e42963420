// Rows of stored artwork for the benchmarks that insert them directly, with no file behind them.
import type { NewRequirementRow } from '../server/db/tables/artwork';

/** The `index`th artwork_versions row a benchmark stores: its own storage keys and checksum, a report as given. */
export const benchVersionRow = (index: number, preflight: string, row: { requirement_id: number; company_id: number; version: number; created_at: string; submitted_at: string | null }) => ({
  ...row,
  storage_key: `bench/${index}.png`,
  original_name: 'artwork.png',
  format: 'png' as const,
  mime: 'image/png',
  bytes: 1_234_567,
  sha256: index.toString(16).padStart(64, '0'),
  preflight,
  preflight_outcome: 'passed' as const,
  thumbnail_key: `bench/${index}.thumb.png`,
  uploaded_by: null,
  upload_id: null,
  warnings_acknowledged_at: null,
});

/** The `index`th requirement a benchmark's event asks for: a 3 × 2 m banner, PNG or PDF, 100 dpi, made 60 days before `now`. */
export const benchRequirementRow = (
  eventId: number,
  index: number,
  now: number,
  row: Pick<NewRequirementRow, 'required' | 'deadline' | 'applies_to' | 'created_by'>,
): NewRequirementRow => ({
  event_id: eventId,
  name: `Requirement ${index + 1}`,
  description: null,
  formats: 'png,pdf',
  width_mm: 3000,
  height_mm: 2000,
  bleed_mm: 5,
  min_dpi: 100,
  colour_mode: 'RGB',
  max_bytes: 10 * 1024 * 1024,
  template_key: null,
  template_name: null,
  template_bytes: null,
  created_at: new Date(now - 60 * 86_400_000).toISOString(),
  updated_at: new Date(now - 60 * 86_400_000).toISOString(),
  ...row,
});
