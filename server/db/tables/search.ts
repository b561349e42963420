import type { Generated, Selectable } from 'kysely';
import type { SearchKind } from '../../../src/api/contract';

/**
 * What Ctrl/Cmd+K finds: one row per organiser, owner/admin, company, event and latest submitted artwork.
 * Kept by triggers (migration 20251123T060000-search): never written by the services. `ref_id` is
 * what a result opens (the profile, the event, the version); the other ids scope it and cascade it.
 */
export interface SearchDocumentsTable {
  id: Generated<number>;
  kind: SearchKind;
  ref_id: number;
  user_id: number | null;
  event_id: number | null;
  company_id: number | null;
  requirement_id: number | null;
  title: string;
  subtitle: string | null;
  note: string | null;
  /** The text a search matches (in lower case without accents on PostgreSQL; SQLite's tokenizer folds it). */
  body: string;
  /** The title in lower case, compared byte by byte: a one- or two-letter search is a range on it. */
  title_key: string;
}

export type SearchDocumentRow = Selectable<SearchDocumentsTable>;
