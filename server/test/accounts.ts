import { randomBytes } from 'node:crypto';
import { ROLES, type Role } from '../../src/api/contract';
import { nowIso } from '../db/schema';
import { startSession } from '../lib/sessions';
import type { TestContext } from './harness';
import { insertUser } from '../modules/users/repository';

/** A signed-in account of one role, with its profile id when the role has one. */
export interface RoleAccount {
  userId: number;
  email: string;
  token: string;
  /** event_organisers.id or exhibiting_companies.id */
  profileId: number | null;
  name: string;
}

/** An account of `role` written straight to the database (with its profile) and a token for it. */
export async function accountOf(ctx: TestContext, role: Role, label: string = role.split(/\W/)[0]!.toLowerCase()): Promise<RoleAccount> {
  const email = ctx.uniqueEmail(label);
  const firstname = label.charAt(0).toUpperCase() + label.slice(1);
  const lastname = randomBytes(3).toString('hex');
  const user = await insertUser(ctx.db, { firstname, lastname, email, password_hash: 'not-a-hash', role, status: 'Active' });
  const created_at = nowIso();
  let profileId: number | null = null;
  if (role === ROLES.organizer) {
    profileId = (
      await ctx.db
        .insertInto('event_organisers')
        .values({ user_id: user.id, job_title: 'Organiser', company_name: 'Fairs Ltd', company_address: null, additional_contact_email: null, created_at })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  } else if (role === ROLES.exhibitor) {
    profileId = (
      await ctx.db
        .insertInto('exhibiting_companies')
        .values({ user_id: user.id, company_name: `${firstname} Co`, product_category: 'Signs', booth_size: '3x3', contact_person: `${firstname} ${lastname}`, created_at })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  } else if (role === ROLES.owner) {
    await ctx.db.insertInto('owner_admins').values({ user_id: user.id, permissions: 'all', created_at }).execute();
  }
  const token = await startSession(ctx.db, user, { jwtSecret: ctx.config.jwtSecret, jwtTtlHours: 1 });
  return { userId: user.id, email, token, profileId, name: `${firstname} ${lastname}` };
}

/** One account of every role, and a second organiser and company to reach what is not theirs. */
export async function castOf(ctx: TestContext) {
  return {
    admin: await accountOf(ctx, ROLES.admin),
    owner: await accountOf(ctx, ROLES.owner),
    organiser: await accountOf(ctx, ROLES.organizer, 'orla'),
    otherOrganiser: await accountOf(ctx, ROLES.organizer, 'otto'),
    company: await accountOf(ctx, ROLES.exhibitor, 'acme'),
    otherCompany: await accountOf(ctx, ROLES.exhibitor, 'bolt'),
    user: await accountOf(ctx, ROLES.user),
  };
}
export type Cast = Awaited<ReturnType<typeof castOf>>;
