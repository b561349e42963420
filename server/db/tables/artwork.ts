import type { Generated, Insertable, Selectable } from 'kysely';
import type { ArtworkFormat, ColourMode, PreflightOutcome } from '../../../src/api/contract';

export interface ArtworkRequirementsTable {
  id: Generated<number>;
  event_id: number;
  name: string;
  description: string | null;
  /** 0 or 1. */
  required: number;
  /** Comma-separated ArtworkFormat values. */
  formats: string;
  width_mm: number;
  height_mm: number;
  bleed_mm: number;
  min_dpi: number | null;
  colour_mode: ColourMode | null;
  /** Total ink limit in %; null: the default 300. */
  ink_limit: number | null;
  /** 0 or 1. */
  spot_colours_allowed: Generated<number>;
  /** Pages a PDF must have; null: one. */
  pages_expected: number | null;
  viewing_distance_m: number | null;
  max_bytes: number;
  /** ISO UTC instant. */
  deadline: string;
  applies_to: 'all' | 'chosen';
  template_key: string | null;
  template_name: string | null;
  template_bytes: number | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}
export type RequirementRow = Selectable<ArtworkRequirementsTable>;
export type NewRequirementRow = Insertable<ArtworkRequirementsTable>;

export interface ArtworkRequirementCompaniesTable {
  requirement_id: number;
  /** exhibiting_companies.id */
  company_id: number;
}

/** An upload in progress (tus): its bytes are in the incoming store until it finishes. */
export interface ArtworkUploadsTable {
  id: string;
  requirement_id: number;
  company_id: number;
  user_id: number;
  original_name: string;
  /** The length declared when the upload began. */
  bytes: number;
  created_at: string;
  expires_at: string;
}

export interface ArtworkVersionsTable {
  id: Generated<number>;
  requirement_id: number;
  company_id: number;
  version: number;
  storage_key: string;
  original_name: string;
  format: ArtworkFormat;
  mime: string;
  bytes: number;
  sha256: string;
  /** JSON of the PreflightReport. */
  preflight: string;
  preflight_outcome: PreflightOutcome;
  thumbnail_key: string | null;
  uploaded_by: number | null;
  upload_id: string | null;
  created_at: string;
  submitted_at: string | null;
  /** Its number among the company's submissions for the requirement (1, 2, …): what reviewers see; NULL while a draft. */
  submission: number | null;
  warnings_acknowledged_at: string | null;
}
export type VersionRow = Selectable<ArtworkVersionsTable>;

/** A reviewer's decision on one version; never changed. */
export interface ArtworkReviewsTable {
  id: Generated<number>;
  version_id: number;
  requirement_id: number;
  company_id: number;
  decision: 'approved' | 'changes_requested' | 'reopened';
  comment: string | null;
  /** Comma-separated ReviewReason values; empty when none. */
  reasons: string;
  reviewer_id: number | null;
  created_at: string;
  /** SHA-256 (hex) of the exact file decided on (null only for rows kept from before it was recorded). */
  sha256: string | null;
  /** The stage's position in the version's flow (null for a reopening), and its name as it was. */
  stage: number | null;
  stage_name: string | null;
  /** 0 or 1: an approval that asks for changes. */
  with_changes: Generated<number>;
  /** 0 or 1: whether the version's standing changed with it (approved, sent back, reopened). */
  settles: Generated<number>;
}
export type ReviewRow = Selectable<ArtworkReviewsTable>;

/** A later deadline granted to one company for one requirement. */
export interface ArtworkExtensionsTable {
  requirement_id: number;
  company_id: number;
  deadline: string;
  granted_by: number | null;
  granted_at: string;
}
