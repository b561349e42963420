import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import { ROLES } from '../src/api/contract';
import { nowIso } from '../server/db/schema';
import type { ArtworkRequirementsTable } from '../server/db/tables/artwork';
import { startSession } from '../server/lib/sessions';
import { insertUser } from '../server/modules/users/repository';

type RequirementFields = Omit<Insertable<ArtworkRequirementsTable>, 'event_id' | 'required' | 'description' | 'deadline' | 'applies_to' | 'created_at' | 'updated_at'>;

/** A company exhibiting at an event that asks for `requirement`: the company's session token and the requirement's id. */
export async function exhibitingCompany(app: FastifyInstance, requirement: RequirementFields): Promise<{ token: string; requirementId: number }> {
  const user = await insertUser(app.db, { firstname: 'Bench', lastname: 'Co', email: 'bench@example.com', password_hash: 'x', role: ROLES.exhibitor, status: 'Active' });
  const now = nowIso();
  const company = await app.db.insertInto('exhibiting_companies').values({ user_id: user.id, company_name: 'Bench Co', product_category: 'Print', booth_size: '3x3', contact_person: 'Bench', created_at: now }).returning('id').executeTakeFirstOrThrow();
  const event = await app.db.insertInto('events').values({ name: 'Bench Fair', category: 'Primary', all_day: 1, starts_at: '2030-01-01', ends_at: '2030-01-02', time_zone: 'UTC', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  await app.db.insertInto('event_exhibitors').values({ event_id: event.id, company_id: company.id, booth: 'B1', status: 'Active', created_at: now, updated_at: now }).execute();
  const row = await app.db
    .insertInto('artwork_requirements')
    .values({ event_id: event.id, description: null, required: 1, deadline: '2030-01-01T00:00:00.000Z', applies_to: 'all', created_at: now, updated_at: now, ...requirement })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token: await startSession(app.db, user, { jwtSecret: app.config.jwtSecret, jwtTtlHours: 1 }), requirementId: row.id };
}
