import type { Generated, Insertable, Selectable } from 'kysely';
import type { EventCategory, Status } from '../../../src/api/contract';

/** starts_at/ends_at: ISO UTC instants, or YYYY-MM-DD dates (end exclusive) when all_day is 1. */
export interface EventsTable {
  id: Generated<number>;
  name: string;
  category: EventCategory;
  /** 0 or 1 on both dialects. */
  all_day: number;
  starts_at: string;
  ends_at: string;
  time_zone: string;
  build_start: string | null;
  build_end: string | null;
  open_start: string | null;
  open_end: string | null;
  venue: string | null;
  location: string | null;
  /** Free text shown on the event's page. */
  description: Generated<string | null>;
  /** Days before each artwork deadline to remind companies, comma-separated, largest first ("7,3,1"). */
  reminder_days: Generated<string>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface EventOrganiserAssignmentsTable {
  event_id: number;
  /** event_organisers.id */
  organiser_id: number;
  created_at: string;
}

export interface EventExhibitorsTable {
  event_id: number;
  /** exhibiting_companies.id */
  company_id: number;
  booth: string | null;
  status: Status;
  created_at: string;
  updated_at: string;
}

export type EventRow = Selectable<EventsTable>;
export type NewEventRow = Insertable<EventsTable>;
export type EventExhibitorRow = Selectable<EventExhibitorsTable>;
