import type { Migration } from 'kysely';
import * as foundation from './20250601T000000-foundation';
import * as accounts from './20251123T000000-accounts';
import * as events from './20251123T010000-events';
import * as artwork from './20251123T020000-artwork';
import * as reviews from './20251123T030000-reviews';
import * as emailTemplates from './20251123T040000-email-templates';
import * as deadlinesAndJobs from './20251123T050000-deadlines-and-jobs';
import * as search from './20251123T060000-search';
import * as rateLimits from './20251123T070000-rate-limits';
import * as uploadLocks from './20251123T070100-upload-locks';
import * as rowCounts from './20251123T080000-row-counts';
import * as searchKindMarks from './20251123T090000-search-kind-marks';
import * as durableMail from './20251125T010000-durable-mail';
import * as invitedAccounts from './20251125T020000-invited-accounts';
import * as sessions from './20251125T030000-sessions';
import * as printableReviewComments from './20251125T040000-printable-review-comments';
import * as submissionNumbers from './20251125T060000-submission-numbers';
import * as eventDescription from './20251125T080000-event-description';
import * as pendingRegistrations from './20251126T010000-pending-registrations';
import * as annotations from './20251126T020000-annotations';
import * as tiles from './20251126T030000-tiles';
import * as sessionEpoch from './20251127T010000-session-epoch';
import * as searchKindTrigramIndexes from './20251129T010000-search-kind-trigram-indexes';
import * as requirementPrintRules from './20251130T010000-requirement-print-rules';
import * as roleEndsSessions from './20251130T020000-role-ends-sessions';
import * as auditDetail from './20251130T030000-audit-detail';
import * as preflightChecks from './20251201T010000-preflight-checks';
import * as annotationNumbers from './20251201T040000-annotation-numbers';
import * as differences from './20251201T070000-differences';
import * as signInLinks from './20251201T080000-sign-in-links';
import * as approvalChecklist from './20251202T030000-approval-checklist';
import * as decisionChecksums from './20251202T031000-decision-checksums';
import * as approvalFlows from './20251203T010000-approval-flows';
import * as reviewerDecisions from './20251203T011000-reviewer-decisions';
import * as userLanguage from './20251203T020000-user-language';
import * as guestReviewers from './20251205T010000-guest-reviewers';
import * as emailTemplateLanguages from './20251206T010000-email-template-languages';

/**
 * Every migration, in order of its timestamped name. A later issue adds a file named
 * `YYYYMMDDTHHMMSS-what.ts` and one line here; landed migrations are never edited.
 */
export const migrations: Record<string, Migration> = {
  '20250601T000000-foundation': foundation,
  '20251123T000000-accounts': accounts,
  '20251123T010000-events': events,
  '20251123T020000-artwork': artwork,
  '20251123T030000-reviews': reviews,
  '20251123T040000-email-templates': emailTemplates,
  '20251123T050000-deadlines-and-jobs': deadlinesAndJobs,
  '20251123T060000-search': search,
  '20251123T070000-rate-limits': rateLimits,
  '20251123T070100-upload-locks': uploadLocks,
  '20251123T080000-row-counts': rowCounts,
  '20251123T090000-search-kind-marks': searchKindMarks,
  '20251125T010000-durable-mail': durableMail,
  '20251125T020000-invited-accounts': invitedAccounts,
  '20251125T030000-sessions': sessions,
  '20251125T040000-printable-review-comments': printableReviewComments,
  '20251125T060000-submission-numbers': submissionNumbers,
  '20251125T080000-event-description': eventDescription,
  '20251126T010000-pending-registrations': pendingRegistrations,
  '20251126T020000-annotations': annotations,
  '20251126T030000-tiles': tiles,
  '20251127T010000-session-epoch': sessionEpoch,
  '20251129T010000-search-kind-trigram-indexes': searchKindTrigramIndexes,
  '20251130T010000-requirement-print-rules': requirementPrintRules,
  '20251130T020000-role-ends-sessions': roleEndsSessions,
  '20251130T030000-audit-detail': auditDetail,
  '20251201T010000-preflight-checks': preflightChecks,
  '20251201T040000-annotation-numbers': annotationNumbers,
  '20251201T070000-differences': differences,
  '20251201T080000-sign-in-links': signInLinks,
  '20251202T030000-approval-checklist': approvalChecklist,
  '20251202T031000-decision-checksums': decisionChecksums,
  '20251203T010000-approval-flows': approvalFlows,
  '20251203T011000-reviewer-decisions': reviewerDecisions,
  '20251203T020000-user-language': userLanguage,
  '20251205T010000-guest-reviewers': guestReviewers,
  '20251206T010000-email-template-languages': emailTemplateLanguages,
};
