import type { Generated, Selectable } from 'kysely';

/** One profile per sign-in account; status and phone live on the user. */
export interface OwnerAdminsTable {
  id: Generated<number>;
  user_id: number;
  permissions: string;
  created_at: string;
}

export interface EventOrganisersTable {
  id: Generated<number>;
  user_id: number;
  job_title: string;
  company_name: string;
  company_address: string | null;
  additional_contact_email: string | null;
  created_at: string;
}

export interface ExhibitingCompaniesTable {
  id: Generated<number>;
  user_id: number;
  company_name: string;
  product_category: string;
  booth_size: string;
  contact_person: string;
  created_at: string;
}

/** Lower-cased words of a user's names, email and company: what the list search matches by prefix. */
export interface UserSearchTermsTable {
  term: string;
  user_id: number;
}

export type OwnerAdminRow = Selectable<OwnerAdminsTable>;
export type EventOrganiserRow = Selectable<EventOrganisersTable>;
export type ExhibitingCompanyRow = Selectable<ExhibitingCompaniesTable>;
