import type { Kysely, Transaction } from 'kysely';
import type { EventOrganisersTable, ExhibitingCompaniesTable, OwnerAdminsTable, UserSearchTermsTable } from './tables/accounts';
import type { ArtworkAnnotationNumbersTable, ArtworkAnnotationRepliesTable, ArtworkAnnotationsTable, ArtworkDifferencePagesTable, ArtworkTilePagesTable } from './tables/proofing';
import type { AuditLogTable } from './tables/audit-log';
import type { ChecklistTicksTable, RequirementChecklistItemsTable } from './tables/approval-checklist';
import type { ApprovalFlowsTable, ApprovalStageReviewersTable, ApprovalStagesTable, GuestGrantsTable, GuestVersionReachTable } from './tables/approval-flows';
import type { EmailTemplateEditsTable } from './tables/email-templates';
import type { ArtworkExtensionsTable, ArtworkRequirementCompaniesTable, ArtworkRequirementsTable, ArtworkReviewsTable, ArtworkUploadsTable, ArtworkVersionsTable } from './tables/artwork';
import type { EventExhibitorsTable, EventOrganiserAssignmentsTable, EventsTable } from './tables/events';
import type { JobsTable } from './tables/jobs';
import type { LoginAttemptsTable } from './tables/login-attempts';
import type { OutboxTable } from './tables/outbox';
import type { PendingRegistrationsTable } from './tables/pending-registrations';
import type { PreflightCheckPagesTable, PreflightChecksTable } from './tables/preflight-checks';
import type { RateLimitsTable } from './tables/rate-limits';
import type { ResetTokensTable } from './tables/reset-tokens';
import type { RowCountsTable } from './tables/row-counts';
import type { UploadLocksTable } from './tables/upload-locks';
import type { SearchDocumentsTable } from './tables/search';
import type { SessionEpochTable, SessionsTable } from './tables/sessions';
import type { AppSettingsTable, SignInCodesTable, SignInLinksTable } from './tables/sign-in';
import type { UsersTable } from './tables/users';

/** Every table Kysely knows. A later issue adds its table file to tables/ and a line here. */
export interface Database {
  users: UsersTable;
  reset_tokens: ResetTokensTable;
  sign_in_links: SignInLinksTable;
  sign_in_codes: SignInCodesTable;
  app_settings: AppSettingsTable;
  outbox: OutboxTable;
  login_attempts: LoginAttemptsTable;
  audit_log: AuditLogTable;
  owner_admins: OwnerAdminsTable;
  event_organisers: EventOrganisersTable;
  exhibiting_companies: ExhibitingCompaniesTable;
  user_search_terms: UserSearchTermsTable;
  events: EventsTable;
  event_organiser_assignments: EventOrganiserAssignmentsTable;
  event_exhibitors: EventExhibitorsTable;
  artwork_requirements: ArtworkRequirementsTable;
  artwork_requirement_companies: ArtworkRequirementCompaniesTable;
  artwork_uploads: ArtworkUploadsTable;
  artwork_versions: ArtworkVersionsTable;
  artwork_reviews: ArtworkReviewsTable;
  email_template_edits: EmailTemplateEditsTable;
  artwork_extensions: ArtworkExtensionsTable;
  jobs: JobsTable;
  search_documents: SearchDocumentsTable;
  rate_limits: RateLimitsTable;
  upload_locks: UploadLocksTable;
  row_counts: RowCountsTable;
  sessions: SessionsTable;
  session_epoch: SessionEpochTable;
  pending_registrations: PendingRegistrationsTable;
  artwork_annotations: ArtworkAnnotationsTable;
  artwork_annotation_replies: ArtworkAnnotationRepliesTable;
  artwork_annotation_numbers: ArtworkAnnotationNumbersTable;
  artwork_tile_pages: ArtworkTilePagesTable;
  artwork_difference_pages: ArtworkDifferencePagesTable;
  preflight_checks: PreflightChecksTable;
  preflight_check_pages: PreflightCheckPagesTable;
  requirement_checklist_items: RequirementChecklistItemsTable;
  checklist_ticks: ChecklistTicksTable;
  approval_flows: ApprovalFlowsTable;
  approval_stages: ApprovalStagesTable;
  approval_stage_reviewers: ApprovalStageReviewersTable;
  guest_grants: GuestGrantsTable;
  guest_version_reach: GuestVersionReachTable;
}

export type Db = Kysely<Database>;
/** A repository function takes either: the whole database or a transaction. */
export type DbOrTrx = Kysely<Database> | Transaction<Database>;

/** Timestamps are ISO-8601 UTC text on both dialects: they compare as strings and read back the same. */
export const nowIso = (at: Date = new Date()) => at.toISOString();
