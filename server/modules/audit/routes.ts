import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuditActors, auditActors, type AuditPage, auditPage, auditQuery, totalPagesFor } from '../../../src/api/contract';
import { errorResponses } from '../../lib/error-responses';
import { subjectsOf } from './subjects';

/**
 * GET /api/audit-log: the audit trail, filtered, newest first, a page at a time, each subject named
 * with the page that shows it. GET /api/audit-log/actors: the people it can be filtered by.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    { config: { permission: 'viewAuditLog' }, schema: { tags: ['audit'], querystring: auditQuery, response: { 200: auditPage, ...errorResponses(400, 401, 403) } } },
    async (request): Promise<AuditPage> => {
      const { page, limit, action, actorId, from, to } = request.query;
      let query = app.db.selectFrom('audit_log');
      if (action) query = action.includes('.') ? query.where('audit_log.action', '=', action) : query.where('audit_log.action', 'like', `${action}.%`);
      if (actorId) query = query.where('audit_log.actor_id', '=', actorId);
      if (from) query = query.where('audit_log.created_at', '>=', `${from}T00:00:00.000Z`);
      if (to) query = query.where('audit_log.created_at', '<', new Date(Date.parse(`${to}T00:00:00.000Z`) + 86_400_000).toISOString());
      const { count } = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      const rows = await query
        .leftJoin('users', 'users.id', 'audit_log.actor_id')
        .select(['audit_log.id', 'audit_log.action', 'audit_log.actor_id', 'audit_log.subject_type', 'audit_log.subject_id', 'audit_log.created_at', 'users.firstname', 'users.lastname', 'users.email'])
        .orderBy('audit_log.id', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute();
      const subjectOf = await subjectsOf(app.db, rows);
      return {
        entries: rows.map((row) => ({
          id: row.id,
          action: row.action,
          actor: row.actor_id !== null && row.email ? { id: row.actor_id, name: `${row.firstname} ${row.lastname}`, email: row.email } : null,
          actorId: row.actor_id,
          subjectType: row.subject_type,
          subjectId: row.subject_id,
          ...subjectOf(row),
          createdAt: row.created_at,
        })),
        totalItems: Number(count),
        totalPages: totalPagesFor(Number(count), limit),
        currentPage: page,
      };
    },
  );

  app.get(
    '/audit-log/actors',
    { config: { permission: 'viewAuditLog' }, schema: { tags: ['audit'], response: { 200: auditActors, ...errorResponses(401, 403) } } },
    async (): Promise<AuditActors> => {
      const rows = await app.db
        .selectFrom('users')
        .select(['id', 'firstname', 'lastname', 'email'])
        .where('id', 'in', (eb) => eb.selectFrom('audit_log').select('actor_id').distinct().where('actor_id', 'is not', null).$narrowType<{ actor_id: number }>())
        .execute();
      // Sorted here: the two databases order text by different collations.
      const actors = rows.map((row) => ({ id: row.id, name: `${row.firstname} ${row.lastname}`, email: row.email }));
      return { actors: actors.sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id) };
    },
  );
};
