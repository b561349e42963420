import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuditActors, auditActors, type AuditPage, auditPage, auditQuery, personName, totalPagesFor } from '../../../src/api/contract';
import { errorResponses } from '../../lib/error-responses';
import { auditActorRows, auditLogPage } from './repository';
import { detailText } from './details';
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
      const { page, limit } = request.query;
      const { count, rows } = await auditLogPage(app.db, request.query);
      const subjectOf = await subjectsOf(app.db, rows);
      return {
        entries: rows.map((row) => ({
          id: row.id,
          action: row.action,
          actor: row.actor_id !== null && row.email ? { id: row.actor_id, name: personName(row), email: row.email } : null,
          actorId: row.actor_id,
          subjectType: row.subject_type,
          subjectId: row.subject_id,
          ...subjectOf(row),
          detail: detailText(row.subject_type, row.detail),
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
      const rows = await auditActorRows(app.db);
      // Sorted here: the two databases order text by different collations.
      const actors = rows.map((row) => ({ id: row.id, name: personName(row), email: row.email }));
      return { actors: actors.sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id) };
    },
  );
};
